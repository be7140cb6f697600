import { config } from 'zod/v4';

/*
 * The browser's `zod` (vite.config.ts aliases the bare 'zod' import here): zod itself, configured
 * jitless before any of our modules can build a schema. zod probes for eval support with
 * `new Function('')`; under our CSP (no 'unsafe-eval') the browser reports that probe as a violation
 * on every page that parses (Lighthouse best practices). Jitless skips the probe and the compiled
 * fast path; form-sized parsing stays quick. Living beside zod, it costs the entry chunk nothing.
 * The server keeps zod's JIT (it imports the real package).
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
