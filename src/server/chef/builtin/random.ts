// Seeded randomness: the engine must give the same recipes for the same seed and inputs,
// so nothing here touches Math.random.

/** FNV-1a: a stable 32-bit hash to fold strings (options, titles) into seeds. */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [0, n). */
  int(n: number): number;
  /** One item, uniformly; undefined for an empty list. */
  pick<T>(items: readonly T[]): T | undefined;
  /** One item with probability proportional to weight(item); items with weight <= 0 never win. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T | undefined;
  /**
   * `weighted` over precomputed weights: the index it would pick among the first `count`
   * weights, or -1 (and no draw) when none is positive. Same draws, same arithmetic, so the
   * two are interchangeable; this one spares hot loops a closure and an array per pick.
   * Non-finite or negative weights in `weights` are overwritten with 0.
   */
  weightedIndex(weights: number[] | Float64Array, count: number): number;
  /** A new shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32: tiny, fast and good enough for picking dishes (not for secrets). */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  const weightedIndex = (ws: number[] | Float64Array, count: number): number => {
    let total = 0;
    for (let i = 0; i < count; i++) {
      const w = ws[i]!;
      const safe = Number.isFinite(w) && w > 0 ? w : 0;
      ws[i] = safe;
      total += safe;
    }
    if (total <= 0) return -1;
    let r = next() * total;
    for (let i = 0; i < count; i++) {
      r -= ws[i]!;
      if (r < 0 && ws[i]! > 0) return i;
    }
    // Floating-point leftovers: the last item with weight.
    for (let i = count - 1; i >= 0; i--) if (ws[i]! > 0) return i;
    return -1;
  };
  return {
    next,
    int,
    pick: (items) => (items.length ? items[int(items.length)] : undefined),
    weighted(items, weight) {
      const ws = new Array<number>(items.length);
      for (let i = 0; i < items.length; i++) ws[i] = weight(items[i]!);
      const at = weightedIndex(ws, items.length);
      return at < 0 ? undefined : items[at];
    },
    weightedIndex,
    shuffle(items) {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}
