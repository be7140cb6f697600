// A document of the Chef Assistant's knowledge base: what retrieval indexes and answers with.

export type KnowledgeTopic =
  | 'safety'
  | 'storage'
  | 'temperature'
  | 'substitution'
  | 'conversion'
  | 'technique'
  | 'troubleshooting'
  | 'equipment'
  | 'baking'
  | 'dietary'
  | 'planning'
  | 'tip';

export interface KnowledgeEntry {
  id: string;
  topic: KnowledgeTopic;
  /** What the entry answers, in a few words (indexed and boosted). */
  title: string;
  /** Names a cook uses for the subject ('deli turkey', 'lunch meat'); the strongest signal. */
  keys: readonly string[];
  /** The answer, in Markdown. */
  text: string;
  source?: string;
  /** Amounts per person in grams (low, high), so 'for 8 people' gets the totals worked out. */
  perPerson?: readonly { what: string; grams: readonly [number, number] }[];
}
