import { config } from 'zod/v4/core';

/*
 * Imported first by main.tsx, before any module that builds a schema. zod probes for eval support
 * with `new Function('')` the first time a z.object parses; under our CSP (no 'unsafe-eval') the
 * browser reports that probe as a violation on every page (Lighthouse best practices). Jitless
 * skips the probe and the compiled fast path; parsing stays correct and is fast enough for forms.
 */
config({ jitless: true });
