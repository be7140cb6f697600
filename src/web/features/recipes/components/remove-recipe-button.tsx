import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { lazyDialog } from '../../../components/ui/lazy-dialog';
import type { RemoveRecipeDialogProps } from './remove-recipe-dialog';

// The confirmation (and Radix Dialog) loads when the cook reaches for the button, not with the list.
const RemoveRecipeDialog = lazyDialog<RemoveRecipeDialogProps>(() =>
  import('./remove-recipe-dialog').then((m) => m.RemoveRecipeDialog),
);

/** Removes a saved recipe after a confirmation. */
export function RemoveRecipeButton(props: RemoveRecipeDialogProps) {
  return (
    <RemoveRecipeDialog
      {...props}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="rounded-full text-muted hover:bg-danger-soft hover:text-danger-ink"
          aria-label="Remove from saved recipes"
          title="Remove from saved"
        >
          <Trash2 aria-hidden="true" className="size-5!" />
        </Button>
      }
    />
  );
}
