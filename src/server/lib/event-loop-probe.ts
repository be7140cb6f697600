import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface EventLoopDelay {
  /** The 99th percentile of the event loop's delay while `fn` ran, in milliseconds. */
  p99Ms: number;
  maxMs: number;
  samples: number;
}

/**
 * Runs `fn` while measuring how late the event loop ran (`monitorEventLoopDelay`): what any other
 * request (a `/api/ping`, say) would have waited on top of its own work. For tests and benches of
 * work that grows with user data: it must yield or stream, never hold the loop.
 */
export async function measureEventLoopDelay<T>(
  fn: () => Promise<T>,
  resolutionMs = 5,
): Promise<{ result: T; delay: EventLoopDelay }> {
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  const started = performance.now();
  try {
    const result = await fn();
    histogram.disable();
    const elapsed = performance.now() - started;
    // Each sample is the time between two ticks of a `resolutionMs` timer: an idle loop reads
    // about `resolutionMs`, a loop held for 30 ms about 30. No sample at all over a run longer
    // than a tick means the loop never turned: it was held the whole time.
    if (histogram.count === 0) {
      const held = elapsed > 2 * resolutionMs ? elapsed : 0;
      return { result, delay: { p99Ms: held, maxMs: held, samples: 0 } };
    }
    const ms = (ns: number) => ns / 1e6;
    return {
      result,
      delay: { p99Ms: ms(histogram.percentile(99)), maxMs: ms(histogram.max), samples: histogram.count },
    };
  } finally {
    histogram.disable();
  }
}
