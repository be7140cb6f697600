// Retrieval over the Chef Assistant's knowledge base: every knowledge file becomes documents
// in one MiniSearch index (BM25+ ranking), with cooking vocabulary folded together before
// indexing and searching (fibre/fiber, coriander/cilantro, chilli/chili, British -ise
// spellings), a light suffix stemmer, and a confidence rule: an answer is given only when the
// best document matches the question on its subject (its keys or title), not on filler words.

import MiniSearch, { type SearchResult } from 'minisearch';
import { COOKING } from './knowledge/kb-cooking';
import { MORE } from './knowledge/kb-more';
import { HOME } from './knowledge/kb-home';
import { EQUIPMENT } from './knowledge/kb-equipment';
import { DIET_PLAN } from './knowledge/kb-diet-plan';
import { SAFETY_STORAGE } from './knowledge/kb-safety-storage';
import { GAPS } from './knowledge/kb-gaps';
import type { KnowledgeEntry, KnowledgeTopic } from './knowledge/kb-types';
import { FOODKEEPER_SOURCE, STORAGE_TIMES } from './knowledge/storage';
import { SUBSTITUTION_SOURCE, SUBSTITUTIONS } from './knowledge/substitutions';
import { TECHNIQUES } from './knowledge/techniques';
import { FSIS_SOURCE, SAFE_TEMPERATURES } from './knowledge/temperatures';
import { TIPS } from './knowledge/tips';
import { safeTempText, storageText, substitutionText } from './formats';
import { hasPhrase, normalize } from './text';
import { coverageCheck } from './confidence';

/** Words that say what kind of answer is wanted; indexed in their own field. */
const INTENT: Record<KnowledgeTopic, string> = {
  safety: 'safe safety risk sick danger bacteria',
  storage: 'how long keep last store storage fridge freezer freeze good shelf life opened',
  temperature: 'temperature temp internal safe done doneness cooked degrees thermometer reach',
  substitution: 'substitute substitution instead replace replacement swap alternative use out of without',
  conversion: 'convert conversion how many much grams cups ml',
  technique: 'how make what is mean technique method',
  troubleshooting: 'fix why wrong rescue save problem',
  equipment: 'pan pot knife equipment tool',
  baking: 'baking bake why',
  dietary: 'diet free allergy',
  planning: 'serve with sides per person guest how much plan',
  tip: 'how tip',
};

/** Spellings and names folded to one term before stemming. */
const SYNONYMS: Record<string, string> = {
  fibre: 'fiber',
  coriander: 'cilantro',
  chilli: 'chili',
  chillies: 'chili',
  chilies: 'chili',
  chiles: 'chili',
  chile: 'chili',
  aubergine: 'eggplant',
  courgette: 'zucchini',
  courgettes: 'zucchini',
  prawn: 'shrimp',
  prawns: 'shrimp',
  yoghurt: 'yogurt',
  flavour: 'flavor',
  flavours: 'flavor',
  colour: 'color',
  litre: 'liter',
  litres: 'liter',
  millilitre: 'milliliter',
  millilitres: 'milliliter',
  lasagne: 'lasagna',
  aluminium: 'aluminum',
  refrigerator: 'fridge',
  refrigerate: 'fridge',
  refrigerated: 'fridge',
  refrigerating: 'fridge',
  barbeque: 'barbecue',
  bbq: 'barbecue',
  coeliac: 'celiac',
  hob: 'stovetop',
  cooktop: 'stovetop',
  stove: 'stovetop',
  sauté: 'saute',
  sautéed: 'saute',
  bain: 'bain',
  defrost: 'thaw',
  defrosting: 'thaw',
  defrosted: 'thaw',
  nonstick: 'nonstick',
  cornflour: 'cornstarch',
  bicarb: 'bicarbonate',
  mould: 'mold',
  mouldy: 'mold',
  moldy: 'mold',
  gelatine: 'gelatin',
  yolks: 'yolk',
  favourite: 'favorite',
  grey: 'gray',
  centigrade: 'celsius',
  veggie: 'vegetarian',
  // 'al dente' is no dented can.
  dente: 'aldente',
  temp: 'temperature',
  temps: 'temperature',
  // Irregular forms a stemmer does not reach: 'cake stuck' and 'sponge sticking' are one problem.
  stuck: 'stick',
  burnt: 'burn',
  risen: 'rise',
  sank: 'sink',
  sunk: 'sink',
  shrank: 'shrink',
  shrunk: 'shrink',
  split: 'split',
  // A Victoria sponge is a cake; a rib-eye or sirloin is a steak (cook's words for the same subject).
  sponge: 'cake',
  sponges: 'cake',
  ribeye: 'steak',
  sirloin: 'steak',
  // Crème anglaise is a pouring custard: 'my creme anglaise went lumpy' is a custard problem.
  anglaise: 'custard',
};

const STOP = new Set(
  (
    'a an the and or but if of to in on at for with from by as is are was were be been being do does did done? doing ' +
    'i me my we our you your it its this that these those there here what which who whom whose when where why how ' +
    'can could should would will shall may might must have has had having not no yes so than too very just also ' +
    'about into over under again then once all any some more most other such only own same up down out off ' +
    'get got make made use used need want like best good ok okay please thanks thank tell know really much many ' +
    "i'm im it's its what's whats don't dont doesn't can't cant won't isn't " +
    'them they their he she him her us something anything everything stuff thing things ' +
    // 'mac n cheese', 'fish n chips': the 'n' is 'and'.
    'n'
  )
    .split(/\s+/)
    .filter((w) => !w.endsWith('?')),
);

/** A light, consistent suffix stemmer (index and query go through the same one). */
export function stem(word: string): string {
  let w = word;
  if (w.length > 7 && /is(e|ed|es|ing)$/.test(w)) w = w.replace(/is(e|ed|es|ing)$/, 'iz$1');
  if (w.length > 4 && w.endsWith('ies')) return w.slice(0, -3) + 'y';
  if (w.length > 4 && /(oes|ches|shes|xes|sses)$/.test(w)) return w.slice(0, -2);
  if (w.length > 5 && w.endsWith('ing')) return undouble(w.slice(0, -3));
  if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) return undouble(w.slice(0, -2));
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  if (w.length > 3 && /([bdgkmnprt])\1$/.test(w)) return w.slice(0, -1);
  if (w.length > 3 && w.endsWith('e')) return w.slice(0, -1);
  return w;
}

export function processTerm(term: string): string | null {
  const t = term.toLowerCase().replace(/[’']/g, '');
  if (!t || STOP.has(t)) return null;
  const folded = SYNONYMS[t] ?? t;
  return stem(folded);
}

export interface KnowledgeDoc extends KnowledgeEntry {
  intent: string;
}

/** Every knowledge file as documents: the new entries first, then the older tables. */
export function knowledgeDocuments(): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  const add = (e: KnowledgeEntry) => docs.push({ ...e, intent: INTENT[e.topic] });
  SAFETY_STORAGE.forEach(add);
  COOKING.forEach(add);
  MORE.forEach(add);
  HOME.forEach(add);
  EQUIPMENT.forEach(add);
  DIET_PLAN.forEach(add);
  GAPS.forEach(add);
  STORAGE_TIMES.forEach((s, i) =>
    add({
      id: `storage-${i}`,
      topic: 'storage',
      title: s.food,
      keys: s.keys,
      text: storageText(s),
      source: FOODKEEPER_SOURCE,
    }),
  );
  SAFE_TEMPERATURES.forEach((t, i) =>
    add({
      id: `temp-${i}`,
      topic: 'temperature',
      title: t.food,
      keys: t.keys,
      text: safeTempText(t),
      source: FSIS_SOURCE,
    }),
  );
  SUBSTITUTIONS.forEach((s, i) =>
    add({
      id: `sub-${i}`,
      topic: 'substitution',
      title: `${s.ingredient} substitute`,
      keys: s.keys,
      text: substitutionText(s),
      source: SUBSTITUTION_SOURCE,
    }),
  );
  TECHNIQUES.forEach((t, i) =>
    add({ id: `tech-${i}`, topic: 'technique', title: t.name, keys: t.keys, text: `**${t.name}:** ${t.text}` }),
  );
  TIPS.forEach((t, i) => {
    const [subject = [], ...rest] = t.when;
    docs.push({
      id: `tip-${i}`,
      topic: 'tip',
      title: subject.join(' '),
      keys: subject,
      text: t.text,
      intent: rest.flat().join(' '),
    });
  });
  return docs;
}

export interface KnowledgeIndex {
  /** `skip`: documents that cannot answer this question (they are left out before ranking). */
  search(
    question: string,
    favoured?: ReadonlySet<string>,
    skip?: (doc: KnowledgeDoc) => boolean,
  ): RetrievalHit | undefined;
  size: number;
}

export interface RetrievalHit {
  doc: KnowledgeDoc;
  score: number;
  /** Query terms matched in the document's keys or title. */
  subjectTerms: string[];
  /** Share of the question's content terms the document matches. */
  coverage: number;
  /** Words of the longest key found whole in the question. */
  phraseWords: number;
  /** What of the question the document does not address (./confidence.ts); empty when none. */
  gaps: string[];
  confident: boolean;
}

/** Terms too common to name a subject on their own. */
const GENERIC = new Set(
  [
    'food',
    'cook',
    'cooking',
    'recipe',
    'dish',
    'long',
    'time',
    'temperature',
    'fridge',
    'freezer',
    'freeze',
    'keep',
    'store',
    'safe',
    'substitute',
    'instead',
    'how',
    'way',
    'fix',
    'right',
    'water',
    'oil',
    'salt',
    'hot',
    'cold',
    'make',
    'ahead',
    'low',
    'high',
    'open',
    'opened',
    'opening',
    'side',
  ].map(stem),
);

/**
 * Words that say what kind of thing is wanted of a subject (vegan, gluten-free, raw, fresh)
 * but not the subject itself: a document matched on these alone ('vegan' in the honey entry
 * for 'how do I make pancakes vegan') answers a different question.
 */
const MODIFIERS = new Set(
  [
    'vegan',
    'vegetarian',
    'gluten',
    'free',
    'dairy',
    'raw',
    'cooked',
    'fresh',
    'dried',
    'frozen',
    'homemade',
    'substitute',
    'swap',
    'alternative',
    'replacement',
    'nut',
  ].map(stem),
);

const MIN_SCORE = 6;

/** How close to the best score a runner-up must be to answer in its place. */
const RUNNER_UP = 0.4;

/** How close a confident runner-up must come to a best match that names none of its keys. */
const NAMELESS_RUNNER_UP = 0.25;

/** How close a swap must come to a best match that is no swap, when the question asks for one. */
const SWAP_RUNNER_UP = 0.3;
/** How close a confident runner-up named whole must come to a best match missing several subjects. */
const NAMED_RUNNER_UP = 0.3;

/** The prior of a tip whose situation the question does not describe. */
const TIP_UNMET = 0.5;

/** The prior of a document whose topic the wording does not ask for, when it asks for another. */
const OTHER_TOPIC = 0.6;

let cached: { index: KnowledgeIndex; loadMs: number } | undefined;

/** The index, built once on first use (timed for the bench). */
export function knowledgeIndex(): KnowledgeIndex {
  if (!cached) {
    const t0 = performance.now();
    const index = buildIndex(knowledgeDocuments());
    cached = { index, loadMs: performance.now() - t0 };
  }
  return cached.index;
}

/**
 * Evaluation only (leave-one-out, eval/leave-one-out.ts): answer from another index, or from the
 * full one again when given undefined.
 */
export function useKnowledgeIndex(index: KnowledgeIndex | undefined): void {
  cached = index ? { index, loadMs: 0 } : undefined;
}

export function knowledgeIndexLoadMs(): number {
  knowledgeIndex();
  return cached!.loadMs;
}

export function buildIndex(docs: KnowledgeDoc[]): KnowledgeIndex {
  const mini = new MiniSearch<KnowledgeDoc>({
    idField: 'id',
    fields: ['keys', 'title', 'intent', 'text'],
    extractField: (doc, field) => {
      const v = (doc as unknown as Record<string, unknown>)[field];
      return Array.isArray(v) ? v.join(' ') : typeof v === 'string' ? v : '';
    },
    processTerm,
    searchOptions: {
      boost: { keys: 4, title: 2, intent: 1, text: 0.6 },
      fuzzy: false,
      prefix: false,
      combineWith: 'OR',
    },
  });
  mini.addAll(docs);
  const byId = new Map(docs.map((d) => [d.id, d]));
  // How many documents use each term: a term in most of them ('cook', 'long') ranks nothing
  // and only makes every search walk the whole index.
  const df = new Map<string, number>();
  for (const d of docs) {
    for (const t of new Set(terms([d.title, d.keys.join(' '), d.text, d.intent].join(' '))))
      df.set(t, (df.get(t) ?? 0) + 1);
  }
  // Digits are left to the share of amounts in the answers ('1', '2' are in ever more of them): a
  // number said in a question ('my 2 year old') does not drop out as more entries are written.
  const common = (t: string) => !/^\d+$/.test(t) && (df.get(t) ?? 0) > docs.length * 0.4;
  const subjects = new Set(docs.flatMap((d) => terms([d.title, ...d.keys].join(' '))));
  const weight = (t: string) => Math.log(1 + docs.length / (df.get(t) ?? 1));
  // A name's other names: every key of the documents that list it ('plain flour' and 'all-purpose flour').
  const names = new Map<string, Set<string>>();
  for (const d of docs)
    for (const k of d.keys) {
      const key = normalize(k);
      const set = names.get(key) ?? new Set<string>();
      for (const other of d.keys) if (normalize(other) !== key) set.add(normalize(other));
      names.set(key, set);
    }
  const aliases = (name: string) => [...(names.get(name) ?? [])];
  const heads = new Set(
    docs.flatMap((d) =>
      d.keys.flatMap((k) =>
        terms(
          normalize(k)
            .split(/[\s-]+/)
            .at(-1)!,
        ),
      ),
    ),
  );
  const coverage = coverageCheck({
    terms,
    subjects,
    generic: GENERIC,
    modifiers: MODIFIERS,
    weight,
    aliases,
    heads,
  });
  return {
    size: docs.length,
    search(question, favoured, skip) {
      const queryTerms = new Set(terms(question));
      if (queryTerms.size === 0) return undefined;
      const boosts = intentBoosts(question.toLowerCase());
      const rare = [...queryTerms].filter((t) => !common(t));
      if (rare.length === 0) return undefined;
      const results = mini.search(rare.join(' '), {
        processTerm: (t) => t,
        boostDocument: (id) => {
          const topic = byId.get(String(id))?.topic ?? 'tip';
          const asked = Object.keys(boosts).length > 0;
          const prior = boosts[topic] ?? (asked && topic !== 'tip' ? OTHER_TOPIC : 1);
          // A tip is written for a situation ('bread' and 'did not rise'): with its situation
          // missing from the question it is a weak match, not a favourite.
          const tip = topic === 'tip' ? (favoured?.has(String(id)) ? 3 : TIP_UNMET) : 1;
          return prior * tip;
        },
      });
      const kept = skip ? results.filter((r) => !skip(byId.get(String(r.id))!)) : results;
      if (kept.length === 0) return undefined;
      // A key said whole ('deli turkey', 'cast iron') is stronger evidence than its words apart:
      // a document with one joins the candidates however far down the word scores put it (the
      // poultry entry with seventeen keys scores low on 'turkey' for its long key field alone).
      // Spellings folded on both sides: 'lasagne' in the question says the key 'lasagna' whole.
      const fold = (t: string) => t.replace(/[a-z]+/g, (w) => SYNONYMS[w] ?? w);
      const q = fold(normalize(question));
      const wholeKeyWords = (doc: KnowledgeDoc) =>
        Math.max(0, ...doc.keys.filter((k) => hasPhrase(q, fold(normalize(k)))).map((k) => k.split(/[\s-]+/).length));
      const pool = kept.slice(0, 8);
      for (const r of kept.slice(8)) {
        if (pool.length >= 12) break;
        if (wholeKeyWords(byId.get(String(r.id))!) > 0) pool.push(r);
      }
      const ranked = pool.map((r) => {
        const doc = byId.get(String(r.id))!;
        const words = wholeKeyWords(doc);
        return { r, doc, words, score: r.score * (1 + 0.35 * words) };
      });
      ranked.sort((a, b) => b.score - a.score);
      // 'Reverse sear a 1.5 inch sirloin': a name of two words or more said whole is what the
      // question is about, so a favoured tip that never says it (searing a steak) is not its answer.
      const namedWhole = ranked
        .filter((x) => x.doc.topic === 'technique' && x.words >= 2)
        // Two words that say something ('reverse sear'), not 'on the hob'.
        .flatMap((x) =>
          x.doc.keys.filter(
            (k) => k.split(/[\s-]+/).filter((w) => w.length >= 4).length >= 2 && hasPhrase(q, fold(normalize(k))),
          ),
        );
      // The best document, or, when it matches only on filler ('hot' for 'how hot should
      // meatballs get'), a close runner-up that names the question's subject.
      const hits = ranked
        .filter((x, i) => i < 3 || x.words > 0)
        .map((x) => {
          let gaps = coverage.gaps(question, x.doc);
          // A tip is written for a situation: one the question does not describe is not its
          // answer, and one it does describe ('too salty') covers the dish it names ('soup').
          // The older tables read raw or cooked from the question themselves (assistant.ts).
          if (/^(storage|temp|sub)-\d+$/.test(x.doc.id)) gaps = gaps.filter((g) => !g.startsWith('state:'));
          if (x.doc.topic === 'tip') {
            if (favoured?.has(x.doc.id)) gaps = gaps.filter((g) => !/^(subject|compound):/.test(g));
            else gaps.push('situation');
            const said = new Set(terms(`${x.doc.title} ${x.doc.text}`));
            const unsaid = namedWhole.find((k) => !terms(k).every((t) => said.has(t)));
            if (unsaid) gaps.push(`named:${unsaid}`);
          }
          return hit({ ...x.r, score: x.score }, x.doc, queryTerms, x.words, gaps);
        });
      const top = hits[0]!;
      if (top.confident) return top;
      // A best document that misses what is asked of its subject (an amount, not sides for chilli)
      // gives way to one that names the question whole ('how much mince'), however its score compares.
      // And one that misses what must be left out ('no eggs in the house… a cake') gives way to a swap.
      const missesAspect = top.gaps.some((g) => g.startsWith('aspect:'));
      const missesSubjects = top.gaps.filter((g) => g.startsWith('subject:')).length >= 2;
      const missesFreeFrom = top.gaps.some((g) => g.startsWith('free-from:'));
      // 'Vegan friend coming, what can I use instead of eggs in brownies?': a question worded as a
      // swap, whose best match is no swap, is answered by a swap that names it, a little further down.
      const asksSwap = top.doc.topic !== 'substitution' && (boosts.substitution ?? 1) > 1;
      return (
        hits.find(
          (h) =>
            h.confident &&
            (h.score >= top.score * RUNNER_UP ||
              // A best match named by none of its keys ('cookies chewy' in a bread-flour swap) gives
              // way to one that is, further down.
              (top.gaps.includes('name') && h.phraseWords === 0 && h.score >= top.score * NAMELESS_RUNNER_UP) ||
              (missesAspect && h.phraseWords >= 2) ||
              // A best match that leaves several of the question's subjects out gives way to a confident
              // one that names a two-word key whole ('garlic confit' under a general oils entry).
              (missesSubjects && h.phraseWords >= 2 && h.score >= top.score * NAMED_RUNNER_UP) ||
              (missesFreeFrom && h.doc.topic === 'substitution') ||
              (asksSwap && h.doc.topic === 'substitution' && h.score >= top.score * SWAP_RUNNER_UP)),
        ) ?? top
      );
    },
  };
}

/** What kind of answer the wording asks for: a prior on the document's topic, not a rule. */
const INTENT_CUES: [RegExp, Partial<Record<KnowledgeTopic, number>>][] = [
  [
    /\b(keep|keeps|last|lasts|store|storing|storage|shelf life|go bad|goes bad|good for|still (good|ok|okay|fine|safe)|week-old|days? old|opened)\b/,
    { storage: 2 },
  ],
  [
    /\b(left out|sat out|sit out|sits out|stay out|sitting out|out of the fridge|unrefrigerated|on the counter|overnight|all night|left (it|them|\w+) out|out (all|over) night|picnic)\b/,
    { safety: 2.5 },
  ],
  [
    /\b(substitute|substitution|instead|replace|replacement|swap|alternative|in place of|out of(?! (the |my |a |its )?(fridge|freezer|oven|pan|pot|tin|tray|packet|bag|box|jar|can|water|microwave|dishwasher|cooler|cool box|cool bag|coolbox|ice box|icebox|esky|lunch ?box|hamper|car|sun|shade|heat|reach|mould|mold|way|date|shell|skin)\b)|don'?t have|sub for|no (eggs?|butter|milk|cream|flour|sugar|oil|buttermilk) for|only (have|got)|(use|put) the same amount)\b/,
    { substitution: 2.5 },
  ],
  // 'Recipe needs 250ml buttermilk, I've got normal milk and a lemon': making one thing from others.
  [
    /\brecipe (needs|says|calls for|asks for|wants)\b.*\b(i'?ve got|ive got|i have|i only have|all i have)\b/,
    { substitution: 3 },
  ],
  [
    /\b(temperature|temp|internal|done|doneness|degrees|undercooked|how hot|inside|cooked through|(is|it's|its|are) (cooked|done|ready)|how (do|can) (i|you) (know|tell|check))\b/,
    { temperature: 1.5, safety: 1.3 },
  ],
  [
    /\b(safe|safely|unsafe|risky|risk|sick|bacteria|danger|dangerous|harmful|food poisoning|still eat|ok to eat|okay to eat|(ok|okay|fine|alright) to (serve|give)|(still|bit|slightly) pink|pink (inside|in the middle|in the centre|in the center))\b/,
    { safety: 1.5, temperature: 1.2 },
  ],
  // 'We've already eaten it, should I be worried?': what happens to the people who ate it.
  [
    /\b(already (ate|eaten) (it|them)|(we|i|they|kids) (ate|have eaten|'ve eaten)|should (i|we) be worried|be worried|feel (ill|sick|unwell))\b/,
    { safety: 2.5 },
  ],
  [
    /\b(fix|rescue|save|split|broke|broken|went wrong|won'?t|too (salty|spicy|thin|thick|dry|sweet)|curdled|seized|soggy|grainy)\b/,
    { troubleshooting: 1.8 },
  ],
  // 'Why' asks about a failure or about baking science alike.
  [/\bwhy\b/, { troubleshooting: 1.4, baking: 1.4 }],
  [
    /\b(how (do|to|should|can) (i|you|we)? ?(make|cook|do|prepare)?|what is|what's|what does .* mean|technique|method)\b/,
    { technique: 1.3 },
  ],
  [
    /\b(per person|per guest|each guest|serve with|go with|goes with|sides|side dish(es)?|for \d+ (people|guests)|how (much|many) .* for|party|crowd)\b/,
    { planning: 2 },
  ],
  [
    /\b(gluten-free|gluten free|dairy|vegan|vegetarian|allerg\w*|lactose|sodium|nut-free|nut free|coeliac|celiac)\b/,
    { dietary: 1.8 },
  ],
  [
    /\b(pan|pans|pot|knife|knives|skillet|wok|dishwasher|induction|oven|board|thermometer|mixer|dish)\b/,
    { equipment: 1.4 },
  ],
];

/** 'Chewy instead of crunchy': one result wanted rather than another, no ingredient swapped. */
const TEXTURES =
  'chewy|crunchy|crispy|crisp|soft|hard|fluffy|dense|moist|dry|gooey|cakey|fudgy|thick|thin|light|heavy|smooth|firm|runny|flat|tall|golden|pale|tender|tough|juicy';
const RESULT_INSTEAD = new RegExp(String.raw`(${TEXTURES}) instead of (${TEXTURES})`, 'g');

function intentBoosts(question: string): Partial<Record<KnowledgeTopic, number>> {
  const q = question.replace(RESULT_INSTEAD, '$1 rather than $2');
  const out: Partial<Record<KnowledgeTopic, number>> = {};
  for (const [re, boosts] of INTENT_CUES) {
    if (!re.test(q)) continue;
    for (const [topic, b] of Object.entries(boosts) as [KnowledgeTopic, number][]) out[topic] = (out[topic] ?? 1) * b;
  }
  return out;
}

/** Text as the index's terms: split, stop words out, spellings folded, stemmed. */
function terms(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9éèàçâêîôûäëïöü'’]+/)
    .map((t) => processTerm(t))
    .filter((t): t is string => Boolean(t));
}

function hit(
  result: SearchResult,
  doc: KnowledgeDoc,
  queryTerms: Set<string>,
  phraseWords: number,
  gaps: string[],
): RetrievalHit {
  const subjectTerms: string[] = [];
  const matched = new Set<string>();
  for (const [term, fields] of Object.entries(result.match)) {
    matched.add(term);
    if ((fields.includes('keys') || fields.includes('title')) && !GENERIC.has(term)) subjectTerms.push(term);
  }
  const content = [...queryTerms].filter((t) => !GENERIC.has(t));
  const coverage = content.length ? content.filter((t) => matched.has(t)).length / content.length : 0;
  const named = subjectTerms.some((t) => !MODIFIERS.has(t));
  const confident = (named || phraseWords > 0) && result.score >= MIN_SCORE && gaps.length === 0;
  return { doc, score: result.score, subjectTerms, coverage, phraseWords, gaps, confident };
}
