// Leave-one-out on the tuning sets (issue 24): a question the knowledge does not cover,
// simulated. For each tuning question answered right from a knowledge entry, that entry (and
// its near duplicates: entries sharing one of its names) is taken out of the index and the
// question asked again. A right answer now is still right (another entry covers it); the honest
// "not sure" is what an uncovered question should get; any other answer is confidently wrong.
// Run: node --import tsx src/server/modules/chat/assistant/eval/leave-one-out.ts [--show]
// Held-out sets are never read here.

import { answer } from '../assistant';
import {
  buildIndex,
  knowledgeDocuments,
  useKnowledgeIndex,
  type KnowledgeDoc,
  type KnowledgeIndex,
} from '../retrieval';
import { normalize } from '../text';
import { DEV_QUESTIONS, FRESH2_QUESTIONS, FRESH_QUESTIONS, REDIRECTED, type EvalQuestion } from './questions';
import { EVAL_RECIPES } from './recipes';
import { grade, type Graded, type Outcome } from './run';

/** Answer kinds that come from a retrieved entry (not a computed conversion, a recipe or the fallback). */
const FROM_KNOWLEDGE = new Set(['storage', 'substitution', 'temperature', 'technique', 'tip']);

/** An index that remembers the last confident entry it returned. */
function recording(index: KnowledgeIndex): {
  index: KnowledgeIndex;
  last: () => KnowledgeDoc | undefined;
  reset: () => void;
} {
  let last: KnowledgeDoc | undefined;
  return {
    index: {
      size: index.size,
      search(q, favoured, skip) {
        const hit = index.search(q, favoured, skip);
        if (hit?.confident) last = hit.doc;
        return hit;
      },
    },
    last: () => last,
    reset: () => (last = undefined),
  };
}

async function ask(q: EvalQuestion) {
  const t0 = performance.now();
  const a = await answer(q.question, { recipe: q.recipe ? EVAL_RECIPES[q.recipe] : undefined });
  return grade(q, a, performance.now() - t0);
}

/** The entry and its near duplicates: every entry that shares one of its names or its title. */
function nearDuplicates(doc: KnowledgeDoc, docs: readonly KnowledgeDoc[]): Set<string> {
  const names = new Set([doc.title, ...doc.keys].map(normalize));
  return new Set(
    docs.filter((d) => d.id === doc.id || [d.title, ...d.keys].some((k) => names.has(normalize(k)))).map((d) => d.id),
  );
}

export interface LeaveOneOut {
  trials: number;
  counts: Record<'right' | 'honest' | 'different' | 'other', number>;
  wrong: { question: string; removed: string; answer: string }[];
}

export async function leaveOneOut(sets: readonly EvalQuestion[][]): Promise<LeaveOneOut> {
  const docs = knowledgeDocuments();
  const full = recording(buildIndex(docs));
  const out: LeaveOneOut = { trials: 0, counts: { right: 0, honest: 0, different: 0, other: 0 }, wrong: [] };
  try {
    for (const set of sets)
      for (const q of set) {
        if (REDIRECTED.has(q.category)) continue;
        useKnowledgeIndex(full.index);
        full.reset();
        const g = await ask(q);
        const doc = full.last();
        if (g.outcome !== 'right' || !doc || !FROM_KNOWLEDGE.has(g.answer.kind)) continue;
        const removed = nearDuplicates(doc, docs);
        useKnowledgeIndex(buildIndex(docs.filter((d) => !removed.has(d.id))));
        const again = await ask(q);
        out.trials++;
        const o: Outcome = again.outcome;
        if (o === 'right' || o === 'honest' || o === 'different') out.counts[o]++;
        else out.counts.other++;
        if (o === 'different' || o === 'off-topic')
          out.wrong.push({
            question: q.question,
            removed: doc.id,
            answer: again.answer.text.slice(0, 100).replace(/\n/g, ' '),
          });
      }
  } finally {
    useKnowledgeIndex(undefined);
  }
  return out;
}

/** The tuning sets as they stand (right / different / not sure), with their misses on --show. */
async function tuningFigures(show: boolean) {
  for (const [name, set] of [
    ['dev', DEV_QUESTIONS],
    ['fresh', FRESH_QUESTIONS],
    ['fresh2', FRESH2_QUESTIONS],
  ] as const) {
    const graded: Graded[] = [];
    for (const q of set) if (!REDIRECTED.has(q.category)) graded.push(await ask(q));
    const n = (o: Outcome) => graded.filter((g) => g.outcome === o).length;
    const pct = (o: Outcome) => `${((n(o) / graded.length) * 100).toFixed(1)}%`;
    console.log(
      `${name.padEnd(7)} ${graded.length} cooking   right ${pct('right')}   different ${pct('different')}   not sure ${pct('honest')}   off-topic ${n('off-topic')}`,
    );
    if (show)
      for (const g of graded)
        if (g.outcome !== 'right')
          console.log(`  [${g.outcome}] ${g.q.question} -> ${g.answer.text.slice(0, 100).replace(/\n/g, ' ')}`);
  }
}

async function main() {
  await tuningFigures(process.argv.includes('--show'));
  const t0 = performance.now();
  const r = await leaveOneOut([DEV_QUESTIONS, FRESH_QUESTIONS, FRESH2_QUESTIONS]);
  const pct = (n: number) => `${((n / r.trials) * 100).toFixed(1)}%`;
  console.log(
    `Leave-one-out on the tuning sets (dev, fresh, fresh2): ${r.trials} questions answered from an entry, entry removed`,
  );
  console.log(`  still right (another entry covers it) ${r.counts.right}  ${pct(r.counts.right)}`);
  console.log(`  honest "not sure"                     ${r.counts.honest}  ${pct(r.counts.honest)}`);
  console.log(`  confidently wrong (different)         ${r.counts.different}  ${pct(r.counts.different)}`);
  console.log(`  other (called off-topic)              ${r.counts.other}  ${pct(r.counts.other)}`);
  console.log(`  ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (process.argv.includes('--show'))
    for (const w of r.wrong) console.log(`  [${w.removed}] ${w.question} -> ${w.answer}`);
}

if (process.argv[1]?.endsWith('leave-one-out.ts')) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
