// Knowledge base, kitchen equipment: choosing it, using it and caring for it (issue 24):
// written by topic from a home cook's needs, not from any question set. Sources as in kb-cooking.ts.

import type { KnowledgeEntry } from './kb-types';

export const EQUIPMENT: readonly KnowledgeEntry[] = [];
