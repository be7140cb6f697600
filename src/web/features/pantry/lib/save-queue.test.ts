import { describe, expect, it, vi } from 'vitest';
import type { PantryItem } from '../../../../shared/api/pantry';
import { addIngredients, removeIngredient, samePantry, setFrequency } from './pantry-ops';
import { createSaveQueue } from './save-queue';

/** A fake server: each PUT waits until the test settles it. */
function harness(initial: PantryItem[] = []) {
  let local = initial;
  const requests: { sent: PantryItem[]; resolve: (v?: PantryItem[]) => void; reject: (e: unknown) => void }[] = [];
  const onSaved = vi.fn();
  const onFailed = vi.fn();
  const queue = createSaveQueue<PantryItem[]>({
    read: () => local,
    write: (value) => {
      local = value;
    },
    save: (sent) =>
      new Promise((resolve, reject) => {
        requests.push({ sent, resolve: (v) => resolve(v ?? sent), reject });
      }),
    equals: samePantry,
    onSaved,
    onFailed,
  });
  const ids = (items: PantryItem[]) => items.map((i) => `${i.ingredientId}:${i.frequency}`).sort();
  return { queue, requests, onSaved, onFailed, local: () => local, ids };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const at = new Date('2026-01-02T03:04:05.000Z');
const item = (ingredientId: string, frequency: PantryItem['frequency'] = 'usually'): PantryItem => ({
  ingredientId,
  frequency,
  addedDate: at.toISOString(),
});

describe('pantry operations', () => {
  it('add skips what is already there, remove and setFrequency touch one item', () => {
    const start = [item('garlic')];
    const added = addIngredients(['garlic', 'chickpeas', 'chickpeas'], 'always', at)(start);
    expect(added).toEqual([item('garlic'), item('chickpeas', 'always')]);
    expect(setFrequency('chickpeas', 'rarely')(added)[1]!.frequency).toBe('rarely');
    expect(removeIngredient('garlic')(added)).toEqual([item('chickpeas', 'always')]);
    expect(samePantry(added, [...added].reverse())).toBe(true);
    expect(samePantry(added, setFrequency('garlic', 'always')(added))).toBe(false);
  });
});

describe('serialised pantry saves', () => {
  it('shows an edit at once and sends the full list', async () => {
    const h = harness([item('garlic')]);
    h.queue.apply(addIngredients(['chickpeas'], 'usually', at));
    expect(h.ids(h.local())).toEqual(['chickpeas:usually', 'garlic:usually']);
    expect(h.requests).toHaveLength(1);
    expect(h.ids(h.requests[0]!.sent)).toEqual(['chickpeas:usually', 'garlic:usually']);
    expect(h.queue.getState()).toEqual({ saving: true, pending: 1 });
    h.requests[0]!.resolve();
    await h.queue.idle();
    expect(h.queue.getState()).toEqual({ saving: false, pending: 0 });
    expect(h.onSaved).toHaveBeenCalledTimes(1);
  });

  it('never has two requests in flight, and the next one carries every edit made meanwhile', async () => {
    const h = harness([]);
    h.queue.apply(addIngredients(['chicken-breast'], 'usually', at));
    h.queue.apply(addIngredients(['chickpeas'], 'usually', at));
    h.queue.apply(setFrequency('chickpeas', 'always'));
    // Only the first PUT went out; the other two edits wait for it.
    expect(h.requests).toHaveLength(1);
    expect(h.ids(h.requests[0]!.sent)).toEqual(['chicken-breast:usually']);
    expect(h.ids(h.local())).toEqual(['chicken-breast:usually', 'chickpeas:always']);

    h.requests[0]!.resolve();
    await flush();
    // One follow-up built from the latest local state (both later edits coalesced).
    expect(h.requests).toHaveLength(2);
    expect(h.ids(h.requests[1]!.sent)).toEqual(['chicken-breast:usually', 'chickpeas:always']);
    h.requests[1]!.resolve();
    await h.queue.idle();
    expect(h.requests).toHaveLength(2);
    expect(h.ids(h.local())).toEqual(['chicken-breast:usually', 'chickpeas:always']);
  });

  it('keeps later local edits on top of the server answer that arrives meanwhile', async () => {
    const h = harness([]);
    h.queue.apply(addIngredients(['garlic'], 'usually', at));
    h.queue.apply(addIngredients(['onion'], 'usually', at));
    // The server answers the first PUT (normalising the date); the onion edit must survive it.
    h.requests[0]!.resolve([{ ...item('garlic'), addedDate: '2026-01-02T03:04:05+00:00' }]);
    await flush();
    expect(h.ids(h.local())).toEqual(['garlic:usually', 'onion:usually']);
    expect(h.local().find((i) => i.ingredientId === 'garlic')!.addedDate).toBe('2026-01-02T03:04:05+00:00');
    h.requests[1]!.resolve();
    await h.queue.idle();
  });

  it('rolls back only the edits a failed request carried, and still saves the later ones', async () => {
    const h = harness([item('garlic')]);
    h.queue.apply(removeIngredient('garlic')); // in flight, will fail
    h.queue.apply(addIngredients(['chickpeas'], 'usually', at)); // waiting
    expect(h.ids(h.local())).toEqual(['chickpeas:usually']);

    h.requests[0]!.reject(new Error('500'));
    await flush();
    expect(h.onFailed).toHaveBeenCalledTimes(1);
    // Garlic is back; the chickpeas edit is replayed on the confirmed list and sent.
    expect(h.ids(h.local())).toEqual(['chickpeas:usually', 'garlic:usually']);
    expect(h.requests).toHaveLength(2);
    expect(h.ids(h.requests[1]!.sent)).toEqual(['chickpeas:usually', 'garlic:usually']);
    h.requests[1]!.resolve();
    await h.queue.idle();
    expect(h.onSaved).toHaveBeenCalledTimes(1);
  });

  it('returns to the last confirmed pantry when everything fails', async () => {
    const h = harness([item('garlic')]);
    h.queue.apply(setFrequency('garlic', 'always'));
    h.requests[0]!.reject(new Error('network'));
    await h.queue.idle();
    expect(h.local()).toEqual([item('garlic')]);
    expect(h.queue.getState()).toEqual({ saving: false, pending: 0 });
  });

  it('skips a request that would change nothing (an edit replayed after a rollback)', async () => {
    const h = harness([]);
    h.queue.apply(addIngredients(['chickpeas'], 'usually', at)); // will fail
    h.queue.apply(setFrequency('chickpeas', 'always')); // means nothing without the chickpeas
    h.requests[0]!.reject(new Error('400'));
    await h.queue.idle();
    expect(h.requests).toHaveLength(1);
    expect(h.local()).toEqual([]);
  });

  it('tells subscribers when it starts and stops saving', async () => {
    const h = harness([]);
    const seen: boolean[] = [];
    const stop = h.queue.subscribe(() => seen.push(h.queue.getState().saving));
    h.queue.apply(addIngredients(['leeks'], 'usually', at));
    h.requests[0]!.resolve();
    await h.queue.idle();
    stop();
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
  });
});
