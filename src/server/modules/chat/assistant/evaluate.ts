// Runs the question set through the built-in assistant: shared by the test and the bench.

import { knowledgeIndex } from './retrieval';
import { answer, type AssistantAnswer } from './assistant';
import { COOKING_QUESTIONS, OFF_TOPIC_MESSAGES, QUESTION_RECIPES, type CookingQuestion } from './question-set';

export interface Evaluation {
  cooking: number;
  right: number;
  refused: number;
  offTopic: number;
  redirected: number;
  /** Milliseconds per answer, sorted. */
  timings: number[];
  misses: { question: CookingQuestion; answer: AssistantAnswer; missing: string[] }[];
  leaks: { message: string; answer: AssistantAnswer }[];
}

/** Lower case, no markdown emphasis, one space, straight hyphens: what a reader sees. */
const plain = (s: string) =>
  s
    .toLowerCase()
    .replace(/\*\*/g, '')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ');

export function missingFacts(text: string, facts: readonly string[]): string[] {
  const t = plain(text);
  return facts.filter((fact) => !fact.split('|').some((alt) => t.includes(plain(alt))));
}

export async function evaluate(): Promise<Evaluation> {
  const result: Evaluation = {
    cooking: 0,
    right: 0,
    refused: 0,
    offTopic: 0,
    redirected: 0,
    timings: [],
    misses: [],
    leaks: [],
  };
  knowledgeIndex(); // built once at first use; its load time is measured on its own
  for (const q of COOKING_QUESTIONS) {
    const t0 = performance.now();
    const a = await answer(q.question, { recipe: q.recipe ? QUESTION_RECIPES[q.recipe] : undefined });
    result.timings.push(performance.now() - t0);
    result.cooking++;
    if (a.kind === 'redirect') result.refused++;
    const missing = missingFacts(a.text, q.facts);
    if (missing.length === 0 && a.kind !== 'redirect') result.right++;
    else result.misses.push({ question: q, answer: a, missing });
  }
  for (const message of OFF_TOPIC_MESSAGES) {
    const t0 = performance.now();
    const a = await answer(message, {});
    result.timings.push(performance.now() - t0);
    result.offTopic++;
    if (a.kind === 'redirect') result.redirected++;
    else result.leaks.push({ message, answer: a });
  }
  result.timings.sort((a, b) => a - b);
  return result;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
