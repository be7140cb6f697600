import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, ChevronLeft, ChevronRight, Link2, Plus, Sparkles, Star, type LucideIcon } from 'lucide-react';
import type { Frequency } from '../../../../shared/api/pantry';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSavedRecipeIngredients } from '../api/get-saved-recipes';
import { pantryKeys } from '../api/keys';
import { CATEGORY_ICONS, FREQUENCY_LABELS } from '../lib/labels';
import { SUGGESTION_LIMITS, type Suggestion, type SuggestionReason } from '../lib/suggestions';

const PAGE = SUGGESTION_LIMITS.pageSize;

const REASON_ICONS: Record<SuggestionReason, LucideIcon> = {
  'saved-recipes': BookOpen,
  pairing: Link2,
  staple: Star,
};

/**
 * The suggestion code with the full catalogue, fetched as its own chunk (see suggestion-engine.ts)
 * once the screen has painted: its ~20 KB should not compete with what the first paint needs (the
 * card shows its placeholders meanwhile).
 */
function useSuggestionEngine() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterPaint = () => (timer = setTimeout(() => setPainted(true), 0));
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(afterPaint) : (afterPaint(), 0);
    return () => {
      if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return useQuery({
    queryKey: pantryKeys.suggestionEngine,
    queryFn: async () => (await import('../lib/suggestion-engine')).suggestFromCatalogue,
    enabled: painted,
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
  });
}

type SmartSuggestionsCardProps = {
  /** The pantry's ingredient ids; undefined while the pantry loads. */
  pantryIds: ReadonlySet<string> | undefined;
  defaultFrequency: Frequency;
  onAdd: (id: string) => void;
};

/** Up to 15 ingredients worth adding, 6 at a time; one tap adds one with the default frequency. */
export function SmartSuggestionsCard({ pantryIds, defaultFrequency, onAdd }: SmartSuggestionsCardProps) {
  const titleId = useId();
  const engine = useSuggestionEngine();
  const recipes = useSavedRecipeIngredients();
  // Without the saved recipes (still loading, or failed) the suggestions still work from the pantry.
  const recipesSettled = !recipes.isPending;
  const suggest = engine.data;
  const suggestions = useMemo(
    () => (suggest && pantryIds && recipesSettled ? suggest(pantryIds, recipes.data ?? []) : undefined),
    [suggest, pantryIds, recipesSettled, recipes.data],
  );

  const [page, setPage] = useState(0);
  const pages = suggestions ? Math.max(1, Math.ceil(suggestions.length / PAGE)) : 1;
  const current = Math.min(page, pages - 1);
  const shown = suggestions?.slice(current * PAGE, current * PAGE + PAGE);

  // After a tap the suggestion leaves the list: focus moves to the one that took its place.
  const listRef = useRef<HTMLUListElement>(null);
  const refocus = useRef<number | null>(null);
  useEffect(() => {
    const index = refocus.current;
    if (index === null) return;
    refocus.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    const target = buttons?.[Math.min(index, buttons.length - 1)];
    (target ?? document.getElementById(titleId))?.focus();
  }, [shown, titleId]);

  const add = (suggestion: Suggestion, index: number) => {
    refocus.current = index;
    onAdd(suggestion.id);
  };

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-butter/60 text-primary-ink">
            <Sparkles aria-hidden="true" className="size-5" />
          </span>
          <CardTitle id={titleId} tabIndex={-1} className="focus:outline-none">
            Smart Suggestions
          </CardTitle>
        </div>
        <CardDescription>
          Picked from your saved recipes and what goes with your pantry. One tap adds it as “
          {FREQUENCY_LABELS[defaultFrequency]}”.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {engine.isError ? (
          <p className="text-muted">Suggestions are unavailable right now. Search below to add ingredients.</p>
        ) : !shown ? (
          <div role="status" className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-3">
            <span className="sr-only">Loading suggestions...</span>
            {Array.from({ length: PAGE }, (_, i) => (
              <Skeleton key={i} className="h-16 sm:h-[4.5rem]" />
            ))}
          </div>
        ) : shown.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line-strong/50 bg-sand/40 px-4 py-6 text-center text-muted">
            No more suggestions right now. Your pantry is well stocked!
          </p>
        ) : (
          <ul
            ref={listRef}
            className="grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-3"
            aria-label="Suggested ingredients"
          >
            {shown.map((suggestion, index) => (
              <li key={suggestion.id}>
                <SuggestionButton suggestion={suggestion} onClick={() => add(suggestion, index)} />
              </li>
            ))}
          </ul>
        )}
        {!shown && !engine.isError ? (
          // Holds the pager's place while loading, so the cards below do not jump.
          <div aria-hidden="true" className="border-t border-line pt-4">
            <Skeleton className="h-11 sm:h-9" />
          </div>
        ) : null}
        {suggestions && suggestions.length > PAGE ? (
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
            <p className="text-sm text-muted" aria-live="polite">
              Showing {current * PAGE + 1}–{Math.min((current + 1) * PAGE, suggestions.length)} of {suggestions.length}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => setPage(current - 1)} disabled={current === 0}>
                <ChevronLeft aria-hidden="true" />
                Previous
              </Button>
              <Button variant="outline" size="sm" onClick={() => setPage(current + 1)} disabled={current >= pages - 1}>
                More suggestions
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function SuggestionButton({ suggestion, onClick }: { suggestion: Suggestion; onClick: () => void }) {
  const hintId = useId();
  const CategoryIcon = CATEGORY_ICONS[suggestion.category];
  const ReasonIcon = REASON_ICONS[suggestion.reason];
  return (
    <button
      type="button"
      onClick={onClick}
      // The name comes from the visible text ('Add' read out before it), not an aria-label that
      // would differ from what is shown (label-content-name-mismatch); the hint is the description.
      aria-describedby={hintId}
      className="group flex h-full min-h-16 w-full items-center gap-3 rounded-xl border border-line bg-cream px-3 py-2 text-left sm:min-h-[4.5rem] sm:py-2.5 transition-colors hover:border-primary hover:bg-primary-soft/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-sage-soft text-sage-ink sm:size-10">
        <CategoryIcon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-ink">
          <span className="sr-only">Add</span> {suggestion.name}
        </span>
        <span aria-hidden="true" className="flex items-center gap-1 text-sm text-muted">
          <ReasonIcon aria-hidden="true" className="size-3.5 shrink-0" />
          <span id={hintId} className="truncate">
            {suggestion.hint}
          </span>
        </span>
      </span>
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 place-items-center rounded-full border border-line-strong/40 bg-surface text-primary-ink transition-colors group-hover:border-primary group-hover:bg-primary group-hover:text-white"
      >
        <Plus className="size-4" />
      </span>
    </button>
  );
}
