import { Skeleton } from '../../../components/ui/skeleton';

/** The shape of a collapsed recipe card, so cards arriving in its place do not move the page. */
export function RecipeCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col rounded-2xl border border-line bg-surface shadow-soft"
      data-testid="recipe-card-skeleton"
    >
      <div className="grid gap-4 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="grid flex-1 gap-2">
            <div className="flex gap-1.5">
              <Skeleton className="h-5 w-16 rounded-full" />
              <Skeleton className="h-5 w-14 rounded-full" />
            </div>
            <Skeleton className="h-7 w-4/5" />
          </div>
          <Skeleton className="h-9 w-20 rounded-full" />
        </div>
        <Skeleton className="h-5 w-3/5" />
        <div className="flex flex-wrap gap-1.5">
          <Skeleton className="h-7 w-20 rounded-full" />
          <Skeleton className="h-7 w-24 rounded-full" />
          <Skeleton className="h-7 w-16 rounded-full" />
          <Skeleton className="h-7 w-20 rounded-full" />
        </div>
        <Skeleton className="h-9 w-32" />
      </div>
      <div className="mt-auto flex justify-between border-t border-line px-3 py-2.5">
        <Skeleton className="h-9 w-24" />
        <Skeleton className="h-9 w-40" />
      </div>
    </div>
  );
}
