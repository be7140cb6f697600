import { useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'wouter';
import { ChevronDown, Heart, RefreshCw, SearchX, Sparkles } from 'lucide-react';
import type { SavedRecipe } from '../../../shared/api/recipes';
import { MEAL_TYPES } from '../../../shared/kitchen/recipe-options';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { ToggleGroup, ToggleGroupItem } from '../../components/ui/toggle-group';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useNearBottom } from '../../lib/use-near-bottom';
import { ALL_MEAL_TYPES, useMyRecipeCounts, useMyRecipePages } from './api/my-recipes';
import { RecipeCard } from './components/recipe-card';
import { RecipeCardSkeleton } from './components/recipe-card-skeleton';
import { RemoveRecipeButton } from './components/remove-recipe-button';
import { ImportRecipeButton } from './components/import-recipe-button';
import { titleCase } from './lib/format';
import { count } from '../../lib/plural';

const ALL = ALL_MEAL_TYPES;

function countText(n: number): string {
  return count(n, 'saved recipe');
}

/**
 * 'Your Saved Recipes' (spec section 2): a meal-type filter with counts and the saved cards. The
 * server filters and pages (newest first); the next page loads as the cook scrolls near the bottom,
 * or with the Load more button. The counts come from their own small request, so they are right
 * however many pages are loaded.
 */
export default function SavedRecipesScreen() {
  useDocumentTitle('Saved Recipes');
  const [params, setParams] = useSearchParams();
  const listHeading = useRef<HTMLHeadingElement>(null);

  const requested = params.get('mealType') ?? ALL;
  const filter = requested === ALL || (MEAL_TYPES as readonly string[]).includes(requested) ? requested : ALL;
  const counts = useMyRecipeCounts();
  const query = useMyRecipePages(filter);
  const shown = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  const total = counts.data?.total ?? 0;
  const countOf = (type: string) => (type === ALL ? total : (counts.data?.byMealType[type] ?? 0));
  const canLoadMore = Boolean(query.hasNextPage) && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const loadMore = () => {
    if (canLoadMore) void query.fetchNextPage();
  };
  useNearBottom(loadMore, canLoadMore);
  const retry = () => {
    void counts.refetch();
    void query.refetch();
  };

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
          <div className="flex flex-wrap gap-2">
            <ImportRecipeButton />
            {total > 0 ? (
              <Link href="/" className={buttonVariants({ variant: 'outline' })}>
                <Sparkles aria-hidden="true" />
                Generate Recipes
              </Link>
            ) : null}
          </div>
        }
      />

      {counts.isPending ? (
        <LoadingCards label="Loading your saved recipes" />
      ) : counts.isError || (query.isError && !query.isFetchNextPageError) ? (
        <div className="grid justify-items-start gap-4">
          <Alert variant="error" title="Failed to load your saved recipes" className="w-full">
            Check your connection and try again.
          </Alert>
          <Button onClick={retry} loading={query.isFetching || counts.isFetching}>
            {query.isFetching || counts.isFetching ? null : <RefreshCw aria-hidden="true" />}
            Retry
          </Button>
        </div>
      ) : total === 0 ? (
        <EmptyState />
      ) : (
        <section aria-labelledby="saved-list-title" className="grid gap-6">
          <div className="grid gap-4 rounded-3xl border border-line bg-surface p-4 shadow-soft sm:p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2
                id="saved-list-title"
                ref={listHeading}
                tabIndex={-1}
                className="text-xl font-semibold focus:outline-none sm:text-2xl"
              >
                {filter === ALL ? 'All recipes' : `${titleCase(filter)} recipes`}
              </h2>
              <p className="text-sm text-muted" aria-live="polite" data-testid="saved-count">
                {filter === ALL ? countText(total) : `Showing ${countOf(filter)} of ${countText(total)}`}
              </p>
            </div>
            <ToggleGroup type="single" aria-label="Filter by meal type" value={filter} onValueChange={setFilter}>
              <ToggleGroupItem value={ALL}>
                All <Count n={total} />
              </ToggleGroupItem>
              {MEAL_TYPES.map((type) => (
                <ToggleGroupItem key={type} value={type}>
                  {titleCase(type)} <Count n={countOf(type)} />
                </ToggleGroupItem>
              ))}
            </ToggleGroup>
          </div>

          {query.isPending ? (
            <LoadingCards label={`Loading ${filter === ALL ? 'your saved' : filter} recipes`} />
          ) : shown.length === 0 ? (
            <div className="grid justify-items-center gap-4 rounded-3xl border border-dashed border-line-strong/50 bg-surface/60 px-6 py-12 text-center">
              <SearchX aria-hidden="true" className="size-10 text-muted" />
              <p className="font-serif text-xl font-semibold text-ink">No recipes match your filters</p>
              <Button variant="outline" onClick={() => setFilter(ALL)}>
                Show all recipes
              </Button>
            </div>
          ) : (
            <>
              <div
                className="grid grid-flow-row-dense items-start gap-5 md:grid-cols-2 md:gap-6"
                data-testid="saved-grid"
              >
                {shown.map((recipe: SavedRecipe) => (
                  <RecipeCard
                    key={recipe.id}
                    recipe={recipe}
                    removeAction={<RemoveRecipeButton recipe={recipe} onRemoved={() => listHeading.current?.focus()} />}
                  />
                ))}
              </div>
              {query.isFetchingNextPage ? <LoadingCards label="Loading more recipes" count={2} /> : null}
              {query.isFetchNextPageError ? (
                <div className="grid justify-items-start gap-3">
                  <Alert variant="error" title="Failed to load more recipes" className="w-full">
                    Check your connection and try again.
                  </Alert>
                  <Button variant="outline" onClick={() => void query.fetchNextPage()}>
                    <RefreshCw aria-hidden="true" />
                    Retry
                  </Button>
                </div>
              ) : query.hasNextPage && !query.isFetchingNextPage ? (
                <div className="grid justify-items-center">
                  <Button variant="outline" onClick={loadMore}>
                    <ChevronDown aria-hidden="true" />
                    Load more recipes
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </section>
      )}
    </div>
  );
}

function LoadingCards({ label, count = 4 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-label={label} className="grid items-start gap-5 md:grid-cols-2 md:gap-6">
      {Array.from({ length: count }, (_, i) => (
        <RecipeCardSkeleton key={i} />
      ))}
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
