import { useState } from 'react';
import { Eye, Trash2 } from 'lucide-react';
import type { AdminRecipe } from '../../../shared/api/admin';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { useAdminDeleteRecipe } from './api/delete-recipe';
import { useAdminRecipes } from './api/get-recipes';
import { AdminFrame, ListError } from './components/admin-frame';
import { ConfirmDialog } from './components/confirm-dialog';
import { PaginationBar } from './components/pagination-bar';
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
        <div className="grid gap-4">
          <div
            className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-soft"
            tabIndex={0}
            role="region"
            aria-label="Recipes"
          >
            <table className="w-full min-w-[48rem] text-left text-sm">
              <thead className="border-b border-line bg-sand/50 text-xs tracking-wide text-muted uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Title
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Username
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Cuisine
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Meal type
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Created
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {recipes.data
                  ? recipes.data.recipes.map((r) => (
                      <tr key={r.id}>
                        <td className="px-4 py-3 font-semibold text-ink">{r.title}</td>
                        <td className="px-4 py-3">@{r.username}</td>
                        <td className="px-4 py-3 capitalize">{r.cuisine}</td>
                        <td className="px-4 py-3 capitalize">{r.mealType}</td>
                        <td className="px-4 py-3 whitespace-nowrap">{formatDate(r.createdAt)}</td>
                        <td className="px-4 py-3">
                          <div className="flex justify-end gap-2">
                            <Button
                              variant="outline"
                              size="sm"
                              onClick={() => setViewing(r)}
                              aria-label={`View ${r.title}`}
                            >
                              <Eye aria-hidden="true" />
                              View
                            </Button>
                            <Button
                              variant="destructive"
                              size="sm"
                              onClick={() => setDeleting(r)}
                              aria-label={`Delete ${r.title}`}
                            >
                              <Trash2 aria-hidden="true" />
                              Delete
                            </Button>
                          </div>
                        </td>
                      </tr>
                    ))
                  : Array.from({ length: 6 }, (_, i) => (
                      <tr key={i}>
                        <td colSpan={6} className="px-4 py-3">
                          <Skeleton className="h-8 w-full" />
                        </td>
                      </tr>
                    ))}
              </tbody>
            </table>
            {recipes.data && recipes.data.recipes.length === 0 ? (
              <p className="p-6 text-center text-muted">No recipes saved yet.</p>
            ) : null}
          </div>
          {recipes.data ? <PaginationBar noun="recipes" pagination={recipes.data.pagination} onPage={setPage} /> : null}
        </div>
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
