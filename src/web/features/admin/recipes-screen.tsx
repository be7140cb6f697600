import { useState } from 'react';
import { Eye, Trash2 } from 'lucide-react';
import type { AdminRecipe } from '../../../shared/api/admin';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { useAdminDeleteRecipe } from './api/delete-recipe';
import { useAdminRecipes } from './api/get-recipes';
import { AdminFrame, ListError } from './components/admin-frame';
import { ConfirmDialog } from './components/confirm-dialog';
import { AdminTable } from './components/admin-table';
import { formatDate } from './lib/format';

export default function AdminRecipesScreen() {
  const [page, setPage] = useState(1);
  const recipes = useAdminRecipes(page);
  const [viewing, setViewing] = useState<AdminRecipe | null>(null);
  const [deleting, setDeleting] = useState<AdminRecipe | null>(null);
  const del = useAdminDeleteRecipe();

  const confirmDelete = () => {
    if (!deleting) return;
    del.mutate(deleting.id, {
      onSuccess: () => {
        toast({
          title: 'Recipe Deleted',
          description: `“${deleting.title}” was removed, with its scheduled meals.`,
          variant: 'success',
        });
        setDeleting(null);
      },
      onError: () => {
        toast({ title: 'Deletion Failed', description: 'Failed to delete recipe.', variant: 'destructive' });
        setDeleting(null);
      },
    });
  };

  return (
    <AdminFrame title="Recipe Management" description="Every recipe users have saved, newest first.">
      {recipes.isError ? (
        <ListError what="recipes" error={recipes.error} />
      ) : (
        <AdminTable
          label="Recipes"
          noun="recipes"
          rows={recipes.data?.recipes}
          rowKey={(r) => r.id}
          pagination={recipes.data?.pagination}
          onPage={setPage}
          empty="No recipes saved yet."
          columns={[
            { header: 'Title', cell: (r) => r.title, className: 'font-semibold text-ink' },
            { header: 'Username', cell: (r) => `@${r.username}` },
            { header: 'Cuisine', cell: (r) => r.cuisine, className: 'capitalize' },
            { header: 'Meal type', cell: (r) => r.mealType, className: 'capitalize' },
            { header: 'Created', cell: (r) => formatDate(r.createdAt), className: 'lg:whitespace-nowrap' },
          ]}
          actions={(r) => (
            <>
              <Button variant="outline" size="sm" onClick={() => setViewing(r)} aria-label={`View ${r.title}`}>
                <Eye aria-hidden="true" />
                View
              </Button>
              <Button variant="destructive" size="sm" onClick={() => setDeleting(r)} aria-label={`Delete ${r.title}`}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </>
          )}
        />
      )}
      <RecipeDetailDialog recipe={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this recipe?"
        description={
          <>
            <strong>{deleting?.title}</strong> by @{deleting?.username} will be removed, and with it every scheduled
            meal that uses it.
          </>
        }
        confirmLabel="Delete Recipe"
        pending={del.isPending}
        onConfirm={confirmDelete}
      />
    </AdminFrame>
  );
}

function RecipeDetailDialog({ recipe, onClose }: { recipe: AdminRecipe | null; onClose: () => void }) {
  return (
    <Dialog open={recipe !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {recipe ? (
          <>
            <DialogHeader>
              <DialogTitle>{recipe.title}</DialogTitle>
              <DialogDescription>
                Saved by @{recipe.username} on {formatDate(recipe.createdAt)}
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-wrap gap-2">
              <Badge variant="secondary" className="capitalize">
                {recipe.cuisine}
              </Badge>
              <Badge variant="outline" className="capitalize">
                {recipe.mealType}
              </Badge>
              <Badge variant="outline">{recipe.cookingTime} min</Badge>
              <Badge variant="outline">Serves {recipe.servings}</Badge>
              <Badge variant="outline" className="capitalize">
                {recipe.difficulty}
              </Badge>
            </div>
            <div className="grid gap-2">
              <h3 className="text-lg font-semibold">Ingredients</h3>
              <ul className="list-disc pl-5">
                {recipe.ingredients.map((i, n) => (
                  <li key={n}>{i}</li>
                ))}
              </ul>
            </div>
            <div className="grid gap-2">
              <h3 className="text-lg font-semibold">Instructions</h3>
              <ol className="list-decimal pl-5">
                {recipe.instructions.map((i, n) => (
                  <li key={n}>{i}</li>
                ))}
              </ol>
            </div>
            <p className="text-sm text-muted">
              {recipe.nutrition.calories} kcal · {recipe.nutrition.protein} g protein · {recipe.nutrition.carbs} g carbs
              · {recipe.nutrition.fat} g fat · {recipe.nutrition.fiber} g fiber
            </p>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
