import { afterEach, beforeEach, vi } from 'vitest';

// A console error or warning in a test is a failure: it is how React, Fastify and
// friends report problems that would otherwise pass silently.
let calls: string[] = [];

beforeEach(() => {
  calls = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      calls.push(`console.${level}: ${args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (calls.length > 0) {
    const found = calls;
    calls = [];
    throw new Error(`Unexpected console output:\n${found.join('\n')}`);
  }
});
