import type { ImportRequest, ImportResponse } from '../../../shared/api/recipe-import';
import { AppError } from '../../plugins/errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import type { ModelEngineOptions } from '../../chef/model/model-engine';
import { readWithModel } from './model-reader';
import { ParsePool } from './parse-pool';
import { FetchError, safeFetch, type SafeFetchOptions } from './safe-fetch';

/** What to try when Chowdr cannot read a page itself. */
const NEXT_STEP =
  "Open the page in your browser and use the 'Import to Chowdr' bookmarklet (it sends the page you see), or copy the recipe and use Paste text.";

function fetchFailure(err: FetchError, url: string): AppError {
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      return 'the site';
    }
  })();
  switch (err.kind) {
    case 'address':
      return new AppError(
        422,
        'ADDRESS_NOT_ALLOWED',
        `Chowdr does not fetch pages from private or local network addresses (${err.message}). ${NEXT_STEP}`,
      );
    case 'scheme':
      return new AppError(422, 'ADDRESS_NOT_ALLOWED', 'Only http:// and https:// links can be imported.');
    case 'refused':
      return new AppError(422, 'PAGE_UNAVAILABLE', `${host} refused Chowdr's request (${err.status}). ${NEXT_STEP}`);
    case 'status':
      return new AppError(
        422,
        'PAGE_UNAVAILABLE',
        `${host} answered ${err.status}${err.status === 404 ? ' (page not found): check the link' : ''}. ${NEXT_STEP}`,
      );
    case 'timeout':
      return new AppError(
        422,
        'PAGE_UNAVAILABLE',
        `${host} took longer than 10 seconds to send the page. ${NEXT_STEP}`,
      );
    case 'too-large':
      return new AppError(
        422,
        'PAGE_UNAVAILABLE',
        `The page at ${host} is larger than 5 MB, more than Chowdr reads. ${NEXT_STEP}`,
      );
    case 'type':
      return new AppError(422, 'PAGE_UNAVAILABLE', `${err.message} Link to the recipe's web page instead.`);
    case 'redirects':
      return new AppError(422, 'PAGE_UNAVAILABLE', `${host} redirected too many times. ${NEXT_STEP}`);
    default:
      return new AppError(422, 'PAGE_UNAVAILABLE', `${err.message} ${NEXT_STEP}`);
  }
}

export class ImportService {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly fetchOptions: Pick<SafeFetchOptions, 'allowPrivate' | 'resolve' | 'forbidden' | 'timeoutMs'>,
    /** LLM_*: a page with no structured recipe is read from its text by the model. */
    private readonly model?: ModelEngineOptions,
    /** Pages and texts are read in worker threads (parse-pool.ts); the app closes it. */
    readonly pool = new ParsePool(),
  ) {}

  /** The page's recipe; without one, the model's reading of its text when a model is configured. */
  private async fromPage(html: string, url: string | undefined, signal?: AbortSignal): Promise<ImportResponse> {
    const read = await this.pool.run({ kind: 'html', input: html, url, wantText: !!this.model }, signal);
    if (read.ok) return read.result;
    if (read.error.code !== 'NO_RECIPE_FOUND' || !this.model || read.text === undefined) throw read.error;
    const byModel = await readWithModel(read.text, this.model, url);
    if (!byModel) throw read.error;
    return byModel;
  }

  /** Reads a recipe from a link, a page or pasted text. Saves nothing. */
  async importRecipe(userId: number, body: ImportRequest, signal?: AbortSignal): Promise<ImportResponse> {
    await this.limiter.enforce(
      [
        [`recipes:import:user:${userId}`, RATE_LIMITS.importRecipe.perUserMinute],
        [`recipes:import:user-hour:${userId}`, RATE_LIMITS.importRecipe.perUserHour],
      ],
      'recipe imports',
    );
    if (body.text !== undefined) {
      const read = await this.pool.run({ kind: 'text', input: body.text }, signal);
      if (!read.ok) throw read.error;
      return read.result;
    }
    if (body.html !== undefined) return this.fromPage(body.html, body.url, signal);
    const url = body.url!;
    let page;
    try {
      page = await safeFetch(url, { ...this.fetchOptions, signal });
    } catch (err) {
      if (err instanceof FetchError) throw fetchFailure(err, url);
      throw err;
    }
    const source = page.url.length <= 2000 ? page.url : url;
    // A JSON answer is read as JSON-LD ('</' escaped so it cannot end the script early).
    const html = /json/i.test(page.contentType)
      ? `<script type="application/ld+json">${page.body.replace(/<\//g, '<\\/')}</script>`
      : page.body;
    return this.fromPage(html, source, signal);
  }
}
