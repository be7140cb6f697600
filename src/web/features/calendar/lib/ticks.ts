import { useCallback, useState } from 'react';

// Ticks on a shopping list live in this browser (localStorage), per cook and per date range:
// they are a note for one shopping trip, not data worth a server round trip per tap.
const PREFIX = 'chowdr-shopping-ticks';
const KEEP_LISTS = 12;

function storageKey(userId: number) {
  return `${PREFIX}:${userId}`;
}

type Stored = Record<string, string[]>;

function readAll(userId: number): Stored {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

function writeList(userId: number, list: string, keys: Set<string>) {
  try {
    const all = readAll(userId);
    delete all[list];
    if (keys.size > 0) all[list] = [...keys];
    // The newest lists win; old shopping trips are forgotten.
    const entries = Object.entries(all).slice(-KEEP_LISTS);
    localStorage.setItem(storageKey(userId), JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Storage full or disabled: ticks still work for this visit.
  }
}

export function useTicks(userId: number, list: string) {
  const [ticked, setTicked] = useState<Set<string>>(() => new Set(readAll(userId)[list] ?? []));
  const toggle = useCallback(
    (key: string) =>
      setTicked((prev) => {
        const next = new Set(prev);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        writeList(userId, list, next);
        return next;
      }),
    [userId, list],
  );
  return { has: (key: string) => ticked.has(key), toggle, count: ticked.size };
}
