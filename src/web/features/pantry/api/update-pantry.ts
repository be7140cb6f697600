import { useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PantryBody, PantryItem } from '../../../../shared/api/pantry';
import { toast, type ToastInput } from '../../../components/ui/toast';
import { api } from '../../../lib/api-client';
import { markOnboardingCompleted } from '../../onboarding';
import { samePantry } from '../lib/pantry-ops';
import { createSaveQueue, type Operation, type SaveQueue } from '../lib/save-queue';
import { pantryKeys } from './keys';

/** PUT /api/pantry {pantryItems}: replaces the FULL list and returns what was stored. */
export async function updatePantry(pantryItems: PantryItem[]): Promise<PantryItem[]> {
  const body = await api.put<PantryBody>('/api/pantry', { pantryItems } satisfies PantryBody);
  return body.pantryItems;
}

const SAVED_TOAST: ToastInput = {
  title: 'Pantry updated',
  description: 'Your pantry has been updated successfully.',
  variant: 'success',
};

// What the next successful save says, when an edit has more to say (which item was removed, and Undo).
let nextSavedToast: ToastInput | null = null;
export function announceNextSave(message: ToastInput) {
  nextSavedToast = message;
}

// One queue per QueryClient (so per app, and per test): it outlives the screen, so a save that
// finishes after the cook navigated away still lands in the cache and still says so.
const queues = new WeakMap<QueryClient, SaveQueue<PantryItem[]>>();

export function pantrySaveQueue(client: QueryClient): SaveQueue<PantryItem[]> {
  let queue = queues.get(client);
  if (!queue) {
    queue = createSaveQueue<PantryItem[]>({
      read: () => client.getQueryData<PantryItem[]>(pantryKeys.items) ?? [],
      write: (items) => client.setQueryData(pantryKeys.items, items),
      save: updatePantry,
      equals: samePantry,
      onSaved: () => {
        markOnboardingCompleted();
        toast(nextSavedToast ?? SAVED_TOAST);
        nextSavedToast = null;
      },
      onFailed: () => {
        nextSavedToast = null;
        toast({ title: 'Error', description: 'Failed to update pantry. Please try again.', variant: 'destructive' });
      },
    });
    queues.set(client, queue);
  }
  return queue;
}

/**
 * Edits the pantry: `apply(operation)` shows the change at once and saves the full list in the
 * background, one PUT at a time, each from the latest local state; a failed PUT rolls back only
 * the edits it carried.
 */
export function useUpdatePantry() {
  const queue = pantrySaveQueue(useQueryClient());
  const state = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
  return { apply: (operation: Operation<PantryItem[]>) => queue.apply(operation), ...state };
}
