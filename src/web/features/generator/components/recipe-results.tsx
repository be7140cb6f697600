import { forwardRef } from 'react';
import { ChefHat, Loader2, RefreshCw } from 'lucide-react';
import { BATCH_SIZE } from '../../../../shared/kitchen/recipe-options';
import { Button } from '../../../components/ui/button';
import { RecipeCard, type RecipeCardProps } from '../../recipes';
import { RecipeCardSkeleton } from '../../recipes';
import { MeasurementControls, useMeasurementView } from '../../measurements';
import type { GenerationState } from '../hooks/generation-state';
import { GenerationErrorPanel } from './generation-error-panel';
import { count } from '../../../lib/plural';

type RecipeResultsProps = {
  state: GenerationState;
  /** Scrolling stopped loading on its own; more only on purpose (the Load More button). */
  autoPaused?: boolean;
  onLoadMore: () => void;
  onRegenerate: () => void;
  onRetry: () => void;
  /** Card state kept by the screen (expanded, scale, saved), so it survives navigation. */
  cardView?: (title: string) => RecipeCardProps['view'];
};

function countLabel(state: GenerationState): string {
  const n = state.recipes.length;
  if (state.status === 'loading' && n === 0) return 'Finding recipes for you...';
  return count(n, 'recipe');
}

/** 'Your Personalized Recipes': the cards as they stream in, skeletons for those still cooking, Load More. */
export const RecipeResults = forwardRef<HTMLElement, RecipeResultsProps>(function RecipeResults(
  { state, autoPaused = false, onLoadMore, onRegenerate, onRetry, cardView },
  ref,
) {
  const { status, recipes, hasMore } = state;
  const streaming = status === 'loading' || status === 'loading-more';
  // Placeholders for the rest of the batch, so arriving cards take their place without a jump.
  const placeholders = streaming ? Math.max(0, BATCH_SIZE - state.received) : 0;
  const appendError = status === 'error' && state.mode === 'append' ? state.error : null;
  const finished = status === 'loaded';
  // Every cook, visitors too, picks the units the cards read in (issue 29; kept in the browser or on the account).
  const units = useMeasurementView();

  return (
    <section
      ref={ref}
      aria-labelledby="results-title"
      className="grid scroll-mt-24 gap-6"
      aria-busy={streaming || undefined}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h2 id="results-title" className="text-2xl font-semibold sm:text-3xl">
            Your Personalized Recipes
          </h2>
          <p className="text-base text-muted" aria-live="polite" data-testid="recipe-count">
            {countLabel(state)}
          </p>
        </div>
        <Button variant="outline" onClick={onRegenerate} disabled={streaming}>
          <RefreshCw aria-hidden="true" className={streaming && status === 'loading' ? 'animate-spin' : undefined} />
          Regenerate
        </Button>
      </div>

      <MeasurementControls
        view={units.view}
        onChange={units.setView}
        disabled={units.saving}
        className="rounded-2xl border border-line bg-surface px-4 py-3"
      />

      <div className="grid grid-flow-row-dense items-start gap-5 md:grid-cols-2 md:gap-6">
        {recipes.map((recipe, i) => (
          <RecipeCard
            key={`${recipe.title}-${i}`}
            recipe={recipe}
            className="animate-fade-in"
            view={cardView?.(recipe.title)}
          />
        ))}
        {Array.from({ length: placeholders }, (_, i) => (
          <RecipeCardSkeleton key={`skeleton-${i}`} />
        ))}
      </div>

      {appendError ? <GenerationErrorPanel error={appendError} onRetry={onRetry} /> : null}

      <div className="grid justify-items-center gap-3 py-2 text-center">
        {finished && hasMore && autoPaused ? (
          <p className="max-w-md text-base text-ink" data-testid="load-more-paused">
            You&apos;ve seen {recipes.length} recipes. Try another cuisine or ingredient.
          </p>
        ) : null}
        {hasMore && (finished || status === 'loading-more') ? (
          // aria-disabled, not disabled, while loading: keyboard focus stays on the button for the next batch.
          <Button
            variant="secondary"
            size="lg"
            onClick={() => status !== 'loading-more' && onLoadMore()}
            aria-disabled={status === 'loading-more' || undefined}
            aria-busy={status === 'loading-more' || undefined}
          >
            {status === 'loading-more' ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            Load More Recipes
          </Button>
        ) : null}
        {finished && !hasMore && recipes.length > 0 ? (
          <p className="inline-flex items-center gap-2 rounded-full bg-sand px-5 py-3 text-base text-ink">
            <ChefHat aria-hidden="true" className="size-5 shrink-0 text-primary" />
            That&apos;s all the recipes for this search! Try a new cuisine or ingredients.
          </p>
        ) : null}
      </div>
    </section>
  );
});
