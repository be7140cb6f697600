/*
 * Serialised, optimistic saving of a value that the server replaces whole (PUT /api/pantry takes
 * the FULL list). Each edit is a pure operation. It shows at once (local = confirmed + pending
 * operations); one request is in flight at a time, and each request is built from the latest local
 * state when it starts, so two quick edits never overwrite one another. When a request fails, only
 * the operations it carried are rolled back: later edits are replayed on the last confirmed value.
 */

export type Operation<T> = (value: T) => T;

export type SaveQueueState = {
  /** A request is in flight. */
  saving: boolean;
  /** Operations not yet confirmed by the server (in flight or waiting). */
  pending: number;
};

export type SaveQueueOptions<T> = {
  /** The current local value; read when a burst of edits starts (the queue is idle then). */
  read: () => T;
  /** Shows a new local value (optimistic, or the server's answer with later edits on top). */
  write: (value: T) => void;
  /** Sends the whole value; resolves with what the server stored. */
  save: (value: T) => Promise<T>;
  onSaved?: (value: T) => void;
  onFailed?: (error: unknown) => void;
  /** Skips a request whose value equals the confirmed one (e.g. an edit replayed after a rollback). */
  equals?: (a: T, b: T) => boolean;
};

export type SaveQueue<T> = {
  apply(operation: Operation<T>): void;
  getState(): SaveQueueState;
  subscribe(listener: () => void): () => void;
  /** Settles when nothing is in flight or waiting. */
  idle(): Promise<void>;
};

export function createSaveQueue<T>(options: SaveQueueOptions<T>): SaveQueue<T> {
  const { read, write, save, onSaved, onFailed, equals } = options;
  let confirmed: T | undefined;
  let pending: Operation<T>[] = [];
  let inFlight = false;
  let state: SaveQueueState = { saving: false, pending: 0 };
  const listeners = new Set<() => void>();
  let idleWaiters: (() => void)[] = [];

  const replay = (base: T, operations: Operation<T>[]) => operations.reduce((value, op) => op(value), base);

  function publish() {
    const next = { saving: inFlight, pending: pending.length };
    if (next.saving !== state.saving || next.pending !== state.pending) {
      state = next;
      for (const listener of listeners) listener();
    }
    if (!inFlight && pending.length === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  function flush() {
    const batch = pending.length;
    const value = replay(confirmed as T, pending);
    if (equals?.(value, confirmed as T)) {
      pending = pending.slice(batch);
      publish();
      return;
    }
    inFlight = true;
    publish();
    save(value)
      .then(
        (stored) => {
          confirmed = stored;
          pending = pending.slice(batch);
          write(replay(stored, pending));
          onSaved?.(stored);
        },
        (error: unknown) => {
          pending = pending.slice(batch);
          write(replay(confirmed as T, pending));
          onFailed?.(error);
        },
      )
      .finally(() => {
        inFlight = false;
        if (pending.length > 0) flush();
        else publish();
      });
  }

  return {
    apply(operation) {
      // Idle: the local value is the server's, so it is the base that later rollbacks return to.
      if (!inFlight && pending.length === 0) confirmed = read();
      pending.push(operation);
      write(replay(confirmed as T, pending));
      if (!inFlight) flush();
      else publish();
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    idle() {
      if (!inFlight && pending.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
