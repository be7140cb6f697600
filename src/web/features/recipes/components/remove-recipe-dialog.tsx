import { useState } from 'react';
import type { SavedRecipe } from '../../../../shared/api/recipes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import type { LazyDialogProps } from '../../../components/ui/lazy-dialog';
import { toast } from '../../../components/ui/toast';
import { useDeleteRecipe } from '../api/delete-recipe';

export type RemoveRecipeDialogProps = {
  recipe: SavedRecipe;
  /** After removal the card (and its button) is gone: the screen puts focus somewhere sensible. */
  onRemoved?: () => void;
};

const FAILED = 'Failed to remove recipe. Please try again.';

/** 'Remove this recipe?' (DELETE /api/recipes/:id); loaded on first use by RemoveRecipeButton. */
export function RemoveRecipeDialog({
  recipe,
  onRemoved,
  open,
  onOpenChange,
  returnFocusTo,
}: RemoveRecipeDialogProps & LazyDialogProps) {
  const remove = useDeleteRecipe();
  // The spec's toast, and the same words inline beside the buttons.
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    setError(null);
    remove.mutate(recipe.id, {
      onSuccess: () => {
        onOpenChange(false);
        toast({
          title: 'Recipe removed',
          description: `${recipe.title} is no longer in your saved recipes.`,
          variant: 'success',
        });
        onRemoved?.();
      },
      onError: () => {
        setError(FAILED);
        toast({ title: 'Error', description: FAILED, variant: 'destructive' });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (returnFocusTo?.isConnected) returnFocusTo.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Remove this recipe?</DialogTitle>
          <DialogDescription>
            {recipe.title} will be removed from your saved recipes. You can save it again from a new search.
          </DialogDescription>
        </DialogHeader>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <DialogActions cancelDisabled={remove.isPending}>
          <Button variant="destructive" onClick={confirm} loading={remove.isPending}>
            Remove Recipe
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
