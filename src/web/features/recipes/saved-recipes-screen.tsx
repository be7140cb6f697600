import { useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Heart, RefreshCw, SearchX, Sparkles } from 'lucide-react';
import type { SavedRecipe } from '../../../shared/api/recipes';
import { MEAL_TYPES } from '../../../shared/kitchen/recipe-options';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { ToggleGroup, ToggleGroupItem } from '../../components/ui/toggle-group';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMyRecipes } from './api/my-recipes';
import { RecipeCard } from './components/recipe-card';
import { RecipeCardSkeleton } from './components/recipe-card-skeleton';
import { RemoveRecipeButton } from './components/remove-recipe-button';
import { titleCase } from './lib/format';

const ALL = 'all';

function countText(n: number): string {
  return n === 1 ? '1 saved recipe' : `${n} saved recipes`;
}

/** 'Your Saved Recipes' (spec section 2): a meal-type filter with counts and the saved cards. */
export default function SavedRecipesScreen() {
  useDocumentTitle('Saved Recipes');
  const query = useMyRecipes();
  const [params, setParams] = useSearchParams();
  const listHeading = useRef<HTMLHeadingElement>(null);

  const requested = params.get('mealType') ?? ALL;
  const filter = requested === ALL || (MEAL_TYPES as readonly string[]).includes(requested) ? requested : ALL;
  const recipes = useMemo(() => query.data ?? [], [query.data]);
  const counts = useMemo(() => {
    const byType = new Map<string, number>();
    for (const r of recipes) byType.set(r.mealType.toLowerCase(), (byType.get(r.mealType.toLowerCase()) ?? 0) + 1);
    return byType;
  }, [recipes]);
  const shown = filter === ALL ? recipes : recipes.filter((r) => r.mealType.toLowerCase() === filter);

  const setFilter = (value: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (!value || value === ALL) next.delete('mealType');
        else next.set('mealType', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="grid gap-8 sm:gap-10">
      <PageHeader
        eyebrow="Your collection"
        title="Your Saved Recipes"
        description="The dishes you loved, ready to cook, share or print again."
        actions={
          recipes.length > 0 ? (
            <Link href="/" className={buttonVariants({ variant: 'outline' })}>
              <Sparkles aria-hidden="true" />
              Generate Recipes
            </Link>
          ) : undefined
        }
      />

      {query.isPending ? (
        <div role="status" aria-label="Loading your saved recipes" className="grid items-start gap-5 md:grid-cols-2 md:gap-6">
          {Array.from({ length: 4 }, (_, i) => (
            <RecipeCardSkeleton key={i} />
          ))}
        </div>
      ) : query.isError ? (
        <div className="grid justify-items-start gap-4">
          <Alert variant="error" title="Failed to load your saved recipes" className="w-full">
            Check your connection and try again.
          </Alert>
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {query.isFetching ? null : <RefreshCw aria-hidden="true" />}
            Retry
          </Button>
        </div>
      ) : recipes.length === 0 ? (
        <EmptyState />
      ) : (
        <section aria-labelledby="saved-list-title" className="grid gap-6">
          <div className="grid gap-4 rounded-3xl border border-line bg-surface p-4 shadow-soft sm:p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="saved-list-title" ref={listHeading} tabIndex={-1} className="text-xl font-semibold focus:outline-none sm:text-2xl">
                {filter === ALL ? 'All recipes' : `${titleCase(filter)} recipes`}
              </h2>
              <p className="text-sm text-muted" aria-live="polite" data-testid="saved-count">
                {filter === ALL ? countText(recipes.length) : `Showing ${shown.length} of ${countText(recipes.length)}`}
              </p>
            </div>
            <ToggleGroup type="single" aria-label="Filter by meal type" value={filter} onValueChange={setFilter}>
              <ToggleGroupItem value={ALL}>
                All <Count n={recipes.length} />
              </ToggleGroupItem>
              {MEAL_TYPES.map((type) => (
                <ToggleGroupItem key={type} value={type}>
                  {titleCase(type)} <Count n={counts.get(type) ?? 0} />
                </ToggleGroupItem>
              ))}
            </ToggleGroup>
          </div>

          {shown.length === 0 ? (
            <div className="grid justify-items-center gap-4 rounded-3xl border border-dashed border-line-strong/50 bg-surface/60 px-6 py-12 text-center">
              <SearchX aria-hidden="true" className="size-10 text-muted" />
              <p className="font-serif text-xl font-semibold text-ink">No recipes match your filters</p>
              <Button variant="outline" onClick={() => setFilter(ALL)}>
                Show all recipes
              </Button>
            </div>
          ) : (
            <div className="grid items-start gap-5 md:grid-cols-2 md:gap-6">
              {shown.map((recipe: SavedRecipe) => (
                <RecipeCard
                  key={recipe.id}
                  recipe={recipe}
                  removeAction={<RemoveRecipeButton recipe={recipe} onRemoved={() => listHeading.current?.focus()} />}
                />
              ))}
            </div>
          )}
        </section>
      )}
    </div>
  );
}

function Count({ n }: { n: number }) {
  return (
    <span className="rounded-full bg-sand px-2 py-0.5 text-xs font-bold text-ink tabular-nums in-data-[state=on]:bg-primary-hover in-data-[state=on]:text-white">
      {n}
    </span>
  );
}

function EmptyState() {
  return (
    <div className="grid justify-items-center gap-5 rounded-3xl border border-dashed border-line-strong/50 bg-surface/70 px-6 py-14 text-center sm:py-20">
      <span className="grid size-16 place-items-center rounded-2xl bg-primary-soft text-primary-ink">
        <Heart aria-hidden="true" className="size-8" />
      </span>
      <div className="grid max-w-md gap-2">
        <h2 className="text-2xl font-semibold">No saved recipes found</h2>
        <p className="text-base text-muted">
          Tap Save on any recipe you like and it will wait for you here, ready to cook again.
        </p>
      </div>
      <Link href="/" className={buttonVariants({ size: 'lg' })}>
        <Sparkles aria-hidden="true" />
        Generate Your First Recipes
      </Link>
    </div>
  );
}
