import { evaluate, percentile } from '../src/server/modules/chat/assistant/evaluate';
import {
  DEV_QUESTIONS,
  FRESH_HELD_OUT_QUESTIONS,
  FRESH_QUESTIONS,
  FRESH2_HELD_OUT_QUESTIONS,
  FRESH2_QUESTIONS,
  FRESH3_HELD_OUT_QUESTIONS,
  FRESH3_QUESTIONS,
  FRESH4_HELD_OUT_QUESTIONS,
  FRESH4_QUESTIONS,
  FRESH5_HELD_OUT_QUESTIONS,
  FRESH5_QUESTIONS,
  FRESH6_HELD_OUT_QUESTIONS,
  FRESH6_QUESTIONS,
  FRESH7_HELD_OUT_QUESTIONS,
  FRESH7_QUESTIONS,
  FRESH8_HELD_OUT_QUESTIONS,
  FRESH8_QUESTIONS,
  FRESH9_HELD_OUT_QUESTIONS,
  FRESH9_QUESTIONS,
  FRESH10_HELD_OUT_QUESTIONS,
  FRESH10_QUESTIONS,
  FRESH11_HELD_OUT_QUESTIONS,
  FRESH11_QUESTIONS,
  FRESH12_HELD_OUT_QUESTIONS,
  FRESH12_QUESTIONS,
  FRESH13_HELD_OUT_QUESTIONS,
  FRESH13_QUESTIONS,
  FRESH14_HELD_OUT_QUESTIONS,
  FRESH14_QUESTIONS,
  FRESH15_HELD_OUT_QUESTIONS,
  FRESH15_QUESTIONS,
  FRESH16_HELD_OUT_QUESTIONS,
  FRESH16_QUESTIONS,
  FRESH17_HELD_OUT_QUESTIONS,
  FRESH17_QUESTIONS,
  FRESH18_HELD_OUT_QUESTIONS,
  FRESH18_QUESTIONS,
  FRESH19_HELD_OUT_QUESTIONS,
  FRESH19_QUESTIONS,
  FRESH20_HELD_OUT_QUESTIONS,
  FRESH20_QUESTIONS,
  FRESH21_HELD_OUT_QUESTIONS,
  FRESH21_QUESTIONS,
  FRESH22_HELD_OUT_QUESTIONS,
  FRESH22_QUESTIONS,
  FRESH23_HELD_OUT_QUESTIONS,
  FRESH23_QUESTIONS,
  FRESH24_HELD_OUT_QUESTIONS,
  FRESH24_QUESTIONS,
  FRESH25_HELD_OUT_QUESTIONS,
  FRESH25_QUESTIONS,
  FRESH26_HELD_OUT_QUESTIONS,
  FRESH26_QUESTIONS,
  FRESH27_HELD_OUT_QUESTIONS,
  FRESH27_QUESTIONS,
  HELD_OUT_QUESTIONS,
  type EvalQuestion,
} from '../src/server/modules/chat/assistant/eval/questions';
import { runSet, summarize, type CategorySummary } from '../src/server/modules/chat/assistant/eval/run';
import { knowledgeDocuments, buildIndex } from '../src/server/modules/chat/assistant/retrieval';
import { startFakeOpenAI } from '../tests/support/fake-openai';
import { benchServer, signedInCookie } from './support';

/**
 * `npm run bench:chat`: the Chef Assistant's measured quality and speed.
 * 1. The question set through the built-in assistant: answered with the right facts,
 *    refused, off-topic redirected, and the answer time (in process, p50/p99/max).
 * 2. The same assistant through HTTP on a real server (POST a message, JSON answer stored).
 * 3. With a model: a real server pointed at the in-process OpenAI-compatible server, time from
 *    the POST to the first streamed word on the NDJSON route.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const HTTP_MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100);

const pct = (n: number, d: number) => `${((n / d) * 100).toFixed(1)}%`;
const ms = (v: number) => `${v.toFixed(2)} ms`;

/** The knowledge index: time to build it and the heap it takes (median of 5 builds). */
function indexFigures() {
  const loads: number[] = [];
  const gc = (globalThis as { gc?: () => void }).gc;
  const kept: unknown[] = [];
  gc?.();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    kept.push(buildIndex(knowledgeDocuments()));
    loads.push(performance.now() - t0);
  }
  gc?.();
  // Five indexes held at once, so the heap they add is measurable; one is a fifth of it.
  const heap = (process.memoryUsage().heapUsed - before) / kept.length;
  loads.sort((a, b) => a - b);
  const docs = knowledgeDocuments().length;
  console.log('\nKnowledge index (MiniSearch)\n');
  console.log(
    `  ${docs} documents   load ${ms(loads[2]!)} (median of 5)   heap ${(heap / 1024 / 1024).toFixed(2)} MB${gc ? '' : ' (run with --expose-gc for a steadier figure)'}`,
  );
}

function table(title: string, rows: CategorySummary[]) {
  console.log(`\n${title}\n`);
  console.log('  category          n   right   different   honest "not sure"   called off-topic   redirected');
  for (const r of rows) {
    const redirectedRow = r.category === 'off-topic' || r.category === 'injection' || r.category === 'all redirected';
    const cells = redirectedRow
      ? [
          '',
          '',
          '',
          '',
          `${r.redirected}/${r.total} ${pct(r.redirected, r.total)}${r.leaked ? ` (${r.leaked} leaked)` : ''}`,
        ]
      : [pct(r.right, r.total), pct(r.different, r.total), pct(r.honest, r.total), `${r.offTopic}`, ''];
    console.log(
      `  ${r.category.padEnd(16)} ${String(r.total).padStart(3)}   ${cells[0]!.padStart(6)}   ${cells[1]!.padStart(9)}   ${cells[2]!.padStart(17)}   ${cells[3]!.padStart(16)}   ${cells[4]}`,
    );
  }
}

async function issueSet() {
  const held = await runSet(HELD_OUT_QUESTIONS);
  const whole = await runSet([...DEV_QUESTIONS, ...HELD_OUT_QUESTIONS]);
  table(
    `Held-out third (${HELD_OUT_QUESTIONS.length} messages; bars: >= 85% right, <= 2% different, 0 off-topic, 100% redirected)`,
    summarize(held),
  );
  table(`Whole set (${whole.length} messages)`, summarize(whole));
  const timings = whole.map((g) => g.ms);
  for (let i = 1; i < ROUNDS; i++)
    timings.push(...(await runSet([...DEV_QUESTIONS, ...HELD_OUT_QUESTIONS])).map((g) => g.ms));
  timings.sort((a, b) => a - b);
  console.log(
    `\n  built-in answer time, ${timings.length} answers   p50 ${ms(percentile(timings, 50))}  p99 ${ms(percentile(timings, 99))}  max ${ms(timings.at(-1)!)}   (bar p99 <= 20 ms)`,
  );
  for (const g of held)
    if (g.outcome !== 'right' && g.outcome !== 'redirected')
      console.log(`  held-out ${g.outcome}: ${g.q.question} -> ${g.answer.text.slice(0, 140).replace(/\n/g, ' ')}`);
}

/**
 * A fresh outside set, written blind: its tuning part (with the misses, to fix from) and its
 * held-out third (figures only; its misses are printed only with --show-<flag>-held-out, for the
 * final report, so they are never read while fixing). `fresh` to `fresh20` are twenty such sets.
 */
async function freshSet(name: string, flag: string, tuningSet: EvalQuestion[], heldSet: EvalQuestion[]) {
  const tuning = await runSet(tuningSet);
  const held = await runSet(heldSet);
  table(`${name}, tuning part (${tuning.length} messages)`, summarize(tuning));
  table(`${name}, held-out third (${held.length} messages, never read while fixing)`, summarize(held));
  const times = [...tuning, ...held].map((g) => g.ms).sort((a, b) => a - b);
  console.log(
    `\n  built-in answer time, ${times.length} answers   p50 ${ms(percentile(times, 50))}  p99 ${ms(percentile(times, 99))}  max ${ms(times.at(-1)!)}`,
  );
  const misses = (label: string, graded: typeof tuning) => {
    for (const g of graded)
      if (g.outcome !== 'right' && g.outcome !== 'redirected')
        console.log(`  ${label} ${g.outcome}: ${g.q.question} -> ${g.answer.text.slice(0, 140).replace(/\n/g, ' ')}`);
  };
  if (process.argv.includes(`--show-${flag}-tuning`)) misses(`${flag} tuning`, tuning);
  if (process.argv.includes(`--show-${flag}-held-out`)) misses(`${flag} held-out`, held);
}

async function questionSet() {
  const first = await evaluate();
  const timings: number[] = [...first.timings];
  for (let i = 1; i < ROUNDS; i++) timings.push(...(await evaluate()).timings);
  timings.sort((a, b) => a - b);
  console.log("\nRegression set: the repository's earlier questions (built-in assistant)\n");
  console.log(
    `  answered with the right facts ${first.right}/${first.cooking}  ${pct(first.right, first.cooking)}   (bar >= 85%)`,
  );
  console.log(
    `  refused                       ${first.refused}/${first.cooking}  ${pct(first.refused, first.cooking)}   (bar < 5%)`,
  );
  console.log(
    `  off-topic redirected          ${first.redirected}/${first.offTopic}  ${pct(first.redirected, first.offTopic)}   (bar 100%)`,
  );
  console.log(
    `  answer time, ${timings.length} answers   p50 ${ms(percentile(timings, 50))}  p99 ${ms(percentile(timings, 99))}  max ${ms(timings.at(-1)!)}`,
  );
  for (const m of first.misses) console.log(`  miss: ${m.question.question} -> missing ${m.missing.join(', ')}`);
}

async function post(url: string, cookie: string, body: unknown) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
}

async function httpBuiltin() {
  const { server, close } = await benchServer();
  try {
    const cookie = await signedInCookie(server);
    const start = await post(`${server.url}/api/chat/conversations`, cookie, {
      title: 'Cooking Question',
      message: 'What is a roux?',
    });
    const { conversation } = (await start.json()) as { conversation: { id: number } };
    const questions = [
      'How long should I rest a steak?',
      'How many grams in a cup of flour?',
      'What can I use instead of buttermilk?',
      'How long does cooked rice keep?',
    ];
    const times: number[] = [];
    for (let i = 0; i < HTTP_MESSAGES; i++) {
      const t0 = performance.now();
      const res = await post(`${server.url}/api/chat/conversations/${conversation.id}/messages`, cookie, {
        message: questions[i % questions.length],
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`message failed: ${res.status}`);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(`\nThrough HTTP (built-in, ${times.length} messages, each stored with its answer)\n`);
    console.log(`  POST .../messages            p50 ${ms(percentile(times, 50))}  p99 ${ms(percentile(times, 99))}`);
  } finally {
    await close();
  }
}

async function httpModel() {
  const fake = await startFakeOpenAI();
  const answer =
    'Rest a steak for 5-10 minutes, loosely covered with foil. USDA FSIS asks for at least 3 minutes at 145 °F. '.repeat(
      4,
    );
  fake.script({ kind: 'reply', content: answer, chunkSize: 12 });
  const { server, close } = await benchServer({
    LLM_BASE_URL: fake.baseURL,
    LLM_MODEL: 'bench-chef',
    LLM_API_KEY: 'bench',
    LLM_TIMEOUT_MS: '10000',
  });
  try {
    const cookie = await signedInCookie(server);
    const firstWord: number[] = [];
    const total: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t0 = performance.now();
      const res = await post(`${server.url}/api/chat/conversations/stream`, cookie, {
        title: 'Cooking Question',
        message: 'How long should I rest a steak?',
      });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      let seen = false;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        if (!seen && buffer.includes('"type":"delta"')) {
          seen = true;
          firstWord.push(performance.now() - t0);
        }
      }
      if (!buffer.includes('"engine":"model"')) throw new Error(`the model did not answer: ${buffer.slice(-200)}`);
      total.push(performance.now() - t0);
    }
    // The first few requests warm up the server's JIT and the SDK's connection.
    const steady = (xs: number[]) => xs.slice(5).sort((a, b) => a - b);
    console.log(
      `\nWith a model (in-process OpenAI-compatible server, SSE in ${Math.ceil(answer.length / 12)} chunks), ${total.length - 5} streamed answers\n`,
    );
    console.log(
      `  first streamed word           p50 ${ms(percentile(steady(firstWord), 50))}  p99 ${ms(percentile(steady(firstWord), 99))}`,
    );
    console.log(
      `  whole answer                  p50 ${ms(percentile(steady(total), 50))}  p99 ${ms(percentile(steady(total), 99))}`,
    );
  } finally {
    await close();
    await fake.close();
  }
}

async function main() {
  indexFigures();
  await issueSet();
  await freshSet('Fresh set', 'fresh', FRESH_QUESTIONS, FRESH_HELD_OUT_QUESTIONS);
  await freshSet('Second fresh set (fresh2)', 'fresh2', FRESH2_QUESTIONS, FRESH2_HELD_OUT_QUESTIONS);
  await freshSet('Third fresh set (fresh3)', 'fresh3', FRESH3_QUESTIONS, FRESH3_HELD_OUT_QUESTIONS);
  await freshSet('Fourth fresh set (fresh4)', 'fresh4', FRESH4_QUESTIONS, FRESH4_HELD_OUT_QUESTIONS);
  await freshSet('Fifth fresh set (fresh5)', 'fresh5', FRESH5_QUESTIONS, FRESH5_HELD_OUT_QUESTIONS);
  await freshSet('Sixth fresh set (fresh6)', 'fresh6', FRESH6_QUESTIONS, FRESH6_HELD_OUT_QUESTIONS);
  await freshSet('Seventh fresh set (fresh7)', 'fresh7', FRESH7_QUESTIONS, FRESH7_HELD_OUT_QUESTIONS);
  await freshSet('Eighth fresh set (fresh8)', 'fresh8', FRESH8_QUESTIONS, FRESH8_HELD_OUT_QUESTIONS);
  await freshSet('Ninth fresh set (fresh9)', 'fresh9', FRESH9_QUESTIONS, FRESH9_HELD_OUT_QUESTIONS);
  await freshSet('Tenth fresh set (fresh10)', 'fresh10', FRESH10_QUESTIONS, FRESH10_HELD_OUT_QUESTIONS);
  await freshSet('Eleventh fresh set (fresh11)', 'fresh11', FRESH11_QUESTIONS, FRESH11_HELD_OUT_QUESTIONS);
  await freshSet('Twelfth fresh set (fresh12)', 'fresh12', FRESH12_QUESTIONS, FRESH12_HELD_OUT_QUESTIONS);
  await freshSet('Thirteenth fresh set (fresh13)', 'fresh13', FRESH13_QUESTIONS, FRESH13_HELD_OUT_QUESTIONS);
  await freshSet('Fourteenth fresh set (fresh14)', 'fresh14', FRESH14_QUESTIONS, FRESH14_HELD_OUT_QUESTIONS);
  await freshSet('Fifteenth fresh set (fresh15)', 'fresh15', FRESH15_QUESTIONS, FRESH15_HELD_OUT_QUESTIONS);
  await freshSet('Sixteenth fresh set (fresh16)', 'fresh16', FRESH16_QUESTIONS, FRESH16_HELD_OUT_QUESTIONS);
  await freshSet('Seventeenth fresh set (fresh17)', 'fresh17', FRESH17_QUESTIONS, FRESH17_HELD_OUT_QUESTIONS);
  await freshSet('Eighteenth fresh set (fresh18)', 'fresh18', FRESH18_QUESTIONS, FRESH18_HELD_OUT_QUESTIONS);
  await freshSet('Nineteenth fresh set (fresh19)', 'fresh19', FRESH19_QUESTIONS, FRESH19_HELD_OUT_QUESTIONS);
  await freshSet('Twentieth fresh set (fresh20)', 'fresh20', FRESH20_QUESTIONS, FRESH20_HELD_OUT_QUESTIONS);
  await freshSet('Twenty-first fresh set (fresh21)', 'fresh21', FRESH21_QUESTIONS, FRESH21_HELD_OUT_QUESTIONS);
  await freshSet(
    'Twenty-second fresh set (fresh22, recipe questions)',
    'fresh22',
    FRESH22_QUESTIONS,
    FRESH22_HELD_OUT_QUESTIONS,
  );
  await freshSet('Twenty-third fresh set (fresh23)', 'fresh23', FRESH23_QUESTIONS, FRESH23_HELD_OUT_QUESTIONS);
  await freshSet('Twenty-fourth fresh set (fresh24)', 'fresh24', FRESH24_QUESTIONS, FRESH24_HELD_OUT_QUESTIONS);
  await freshSet('Twenty-fifth fresh set (fresh25)', 'fresh25', FRESH25_QUESTIONS, FRESH25_HELD_OUT_QUESTIONS);
  await freshSet('Twenty-sixth fresh set (fresh26)', 'fresh26', FRESH26_QUESTIONS, FRESH26_HELD_OUT_QUESTIONS);
  await freshSet('Twenty-seventh fresh set (fresh27)', 'fresh27', FRESH27_QUESTIONS, FRESH27_HELD_OUT_QUESTIONS);
  await questionSet();
  if (process.argv.includes('--no-http')) return;
  await httpBuiltin();
  await httpModel();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
