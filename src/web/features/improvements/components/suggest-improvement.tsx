import type { ReactElement } from 'react';
import { lazyDialog } from '../../../components/ui/lazy-dialog';

/*
 * The header's Suggest Improvement trigger. The dialog is its own chunk, fetched when the pointer or
 * focus reaches the trigger, so Radix Dialog stays out of every page's first load.
 */
const SuggestImprovementTrigger = lazyDialog(() =>
  import('./suggest-improvement-dialog').then((m) => m.SuggestImprovementDialog),
);

/** `children` is the trigger (a button); it opens the Suggest Improvement dialog. */
export function SuggestImprovement({ children }: { children: ReactElement }) {
  return <SuggestImprovementTrigger trigger={children} />;
}
