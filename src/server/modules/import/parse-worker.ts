// The import's parsing thread (parse-pool.ts starts it): a page or a pasted text in, a recipe (or
// the reason there is none) out. Parsing a 5 MB page takes a second of CPU and builds a DOM of tens
// of MB; here neither the work nor its garbage collection holds the server's event loop (issue 27).
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../plugins/errors';
import { extractFromHtml } from './extract';
import { setYieldSlice } from './html';
import { pageText } from './model-reader';
import { extractFromText } from './text-paste';
import type { ParseJob, ParseReply } from './parse-pool';

// Nothing else runs on this thread: yielding would only slow the work down.
setYieldSlice(Infinity);

async function run(job: ParseJob): Promise<ParseReply> {
  try {
    if (job.kind === 'text') return { id: job.id, ok: true, result: extractFromText(job.input) };
    return { id: job.id, ok: true, result: await extractFromHtml(job.input, job.url) };
  } catch (err) {
    if (err instanceof AppError) {
      // No recipe: the text the model may read instead, made here too so the main thread never parses.
      const text =
        job.kind === 'html' && job.wantText && err.code === 'NO_RECIPE_FOUND' ? await pageText(job.input) : undefined;
      return { id: job.id, ok: false, error: { status: err.statusCode, code: err.code, message: err.message }, text };
    }
    return { id: job.id, ok: false, error: { message: err instanceof Error ? err.message : String(err) } };
  }
}

parentPort!.on('message', (job: ParseJob) => {
  void run(job).then((reply) => parentPort!.postMessage(reply));
});
