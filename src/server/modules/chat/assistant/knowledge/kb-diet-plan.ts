// Knowledge base, dietary adaptation, planning for guests and safety when cooking for others (issue 24):
// written by topic from a home cook's needs, not from any question set. Sources as in kb-cooking.ts.

import type { KnowledgeEntry } from './kb-types';

export const DIET_PLAN: readonly KnowledgeEntry[] = [];
