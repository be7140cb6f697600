import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { SavedRecipe } from '../../../../shared/api/recipes';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { useDeleteRecipe } from '../api/delete-recipe';

type RemoveRecipeButtonProps = {
  recipe: SavedRecipe;
  /** After removal the card (and this button) is gone: the screen puts focus somewhere sensible. */
  onRemoved?: () => void;
};

/** Removes a saved recipe after a confirmation (DELETE /api/recipes/:id). */
export function RemoveRecipeButton({ recipe, onRemoved }: RemoveRecipeButtonProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteRecipe();

  const confirm = () => {
    remove.mutate(recipe.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Recipe removed', description: `${recipe.title} is no longer in your saved recipes.`, variant: 'success' });
        onRemoved?.();
      },
      onError: () => {
        toast({ title: 'Error', description: 'Failed to remove recipe. Please try again.', variant: 'destructive' });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full text-muted hover:bg-danger-soft hover:text-danger-ink" aria-label="Remove from saved recipes" title="Remove from saved">
          <Trash2 aria-hidden="true" className="size-5!" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove this recipe?</DialogTitle>
          <DialogDescription>
            {recipe.title} will be removed from your saved recipes. You can save it again from a new search.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} loading={remove.isPending}>
            Remove Recipe
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
