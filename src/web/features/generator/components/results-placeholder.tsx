import { BATCH_SIZE } from '../../../../shared/kitchen/recipe-options';
import { RecipeCardSkeleton } from '../../recipes';

/** Stands in for the results while their code arrives (it is usually preloaded, so rarely seen). */
export function ResultsPlaceholder() {
  return (
    <section aria-label="Your Personalized Recipes" aria-busy="true" className="grid gap-6">
      <div className="grid items-start gap-5 md:grid-cols-2 md:gap-6">
        {Array.from({ length: BATCH_SIZE }, (_, i) => (
          <RecipeCardSkeleton key={i} />
        ))}
      </div>
    </section>
  );
}
