import { useEffect, useId, useMemo, useRef } from 'react';
import { Check, Refrigerator, Trash2 } from 'lucide-react';
import type { IngredientSummary } from '../../../../shared/api/ingredients';
import type { Frequency, PantryItem } from '../../../../shared/api/pantry';
import { INGREDIENT_CATEGORIES, type IngredientCategory } from '../../../../shared/kitchen/types';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { announceNextSave } from '../api/update-pantry';
import { CATEGORY_ICONS } from '../lib/labels';
import { FrequencySelect } from './frequency-select';
import { count as countOf } from '../../../lib/plural';

type CurrentPantryCardProps = {
  /** undefined while the pantry or the catalogue loads. */
  items: PantryItem[] | undefined;
  ingredientsById: ReadonlyMap<string, IngredientSummary> | undefined;
  saving: boolean;
  onFrequencyChange: (id: string, frequency: Frequency) => void;
  onRemove: (id: string) => void;
  /** Undo of a removal: puts the item back as it was. */
  onRestore: (item: PantryItem) => void;
};

/** How long the Undo of a removal stays offered (the toast's life). */
export const UNDO_REMOVE_MS = 5000;

type Row = { item: PantryItem; name: string };

// Made on first use: building a formatter loads the locale's date data (~15 ms on a phone), which
// the screen's first paint should not wait for.
let dateFormat: Intl.DateTimeFormat | undefined;

function addedOn(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  dateFormat ??= new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
  return `Added ${dateFormat.format(date)}`;
}

/** The pantry grouped by category (catalogue order), A-Z inside a group. */
function groupItems(items: PantryItem[], byId: ReadonlyMap<string, IngredientSummary>) {
  const groups = new Map<IngredientCategory, Row[]>();
  for (const item of items) {
    const ingredient = byId.get(item.ingredientId);
    const category = ingredient?.category ?? 'Pantry Staples';
    const rows = groups.get(category) ?? [];
    rows.push({ item, name: ingredient?.name ?? item.ingredientId });
    groups.set(category, rows);
  }
  return INGREDIENT_CATEGORIES.filter((c) => groups.has(c)).map((category) => ({
    category,
    rows: groups.get(category)!.sort((a, b) => a.name.localeCompare(b.name)),
  }));
}

export function CurrentPantryCard({
  items,
  ingredientsById,
  saving,
  onFrequencyChange,
  onRemove,
  onRestore,
}: CurrentPantryCardProps) {
  const titleId = useId();
  const loading = !items || !ingredientsById;
  const groups = useMemo(() => (loading ? [] : groupItems(items, ingredientsById)), [loading, items, ingredientsById]);
  const count = items?.length ?? 0;

  // Removing a row moves focus to the next row's remove button (or the previous, or the title).
  const listRef = useRef<HTMLDivElement>(null);
  const refocus = useRef<number | null>(null);
  useEffect(() => {
    const index = refocus.current;
    if (index === null) return;
    refocus.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]');
    const target = buttons?.[Math.min(index, buttons.length - 1)];
    (target ?? document.getElementById(titleId))?.focus();
  }, [groups, titleId]);

  const remove = (id: string) => {
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? [])];
    refocus.current = Math.max(
      0,
      buttons.findIndex((b) => b.dataset.remove === id),
    );
    const removed = items?.find((item) => item.ingredientId === id);
    if (removed) {
      const name = ingredientsById?.get(id)?.name ?? id;
      // The save's toast names the item and offers Undo for 5 s.
      announceNextSave({
        title: 'Pantry updated',
        description: `Removed ${name} from your pantry.`,
        variant: 'success',
        duration: UNDO_REMOVE_MS,
        action: { label: 'Undo', onClick: () => onRestore(removed) },
      });
    }
    onRemove(id);
  };

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-sage-soft text-sage-ink">
              <Refrigerator aria-hidden="true" className="size-5" />
            </span>
            <CardTitle id={titleId} tabIndex={-1} className="focus:outline-none">
              Current Pantry
            </CardTitle>
          </div>
          {!loading && count > 0 ? (
            <span
              aria-hidden="true"
              className="inline-flex min-h-7 items-center gap-1.5 text-sm font-medium text-muted"
            >
              {saving ? (
                <>
                  <Spinner className="size-4" /> Saving...
                </>
              ) : (
                <>
                  <Check className="size-4 text-success" /> Saved
                </>
              )}
            </span>
          ) : null}
        </div>
        <CardDescription>
          {loading
            ? 'Loading your pantry...'
            : count === 0
              ? 'What you keep at home. Chowdr cooks with these first.'
              : `${countOf(count, 'ingredient')}. Tell Chowdr how often you have each one.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-8">
        {/* Keys: the empty state must not reuse the placeholder's nodes (its 1 px screen-reader text
            would become the icon and count as a layout shift). */}
        {loading ? (
          <div key="loading" role="status" className="grid gap-6">
            <span className="sr-only">Loading your pantry...</span>
            {[3, 2].map((rows, i) => (
              <div key={i} className="grid gap-3">
                <Skeleton className="h-6 w-40" />
                <div className="grid gap-2">
                  {Array.from({ length: rows }, (_, j) => (
                    <Skeleton key={j} className="h-16" />
                  ))}
                </div>
              </div>
            ))}
          </div>
        ) : count === 0 ? (
          <div
            key="empty"
            className="grid place-items-center gap-3 rounded-2xl border border-dashed border-line-strong/50 bg-sand/40 px-6 py-10 text-center"
          >
            <span className="grid size-14 place-items-center rounded-2xl bg-surface text-sage-ink shadow-soft">
              <Refrigerator aria-hidden="true" className="size-7" />
            </span>
            <p className="font-serif text-xl font-semibold text-ink">Your pantry is empty</p>
            <p className="max-w-sm text-muted">
              Search for ingredients or tap a smart suggestion. Recipes get better with every item you add.
            </p>
          </div>
        ) : (
          <div key="list" ref={listRef} className="grid gap-6">
            {groups.map(({ category, rows }) => (
              <PantryGroup
                key={category}
                category={category}
                rows={rows}
                onFrequencyChange={onFrequencyChange}
                onRemove={remove}
              />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function PantryGroup({
  category,
  rows,
  onFrequencyChange,
  onRemove,
}: {
  category: IngredientCategory;
  rows: Row[];
  onFrequencyChange: (id: string, frequency: Frequency) => void;
  onRemove: (id: string) => void;
}) {
  const headingId = useId();
  const Icon = CATEGORY_ICONS[category];
  return (
    <section aria-labelledby={headingId} className="grid gap-2.5">
      <h3 id={headingId} className="flex items-center gap-2 font-sans text-base font-semibold tracking-normal text-ink">
        <Icon aria-hidden="true" className="size-4 text-sage-ink" />
        {category}
        <Badge variant="secondary" aria-hidden="true">
          {rows.length}
        </Badge>
        <span className="sr-only">({countOf(rows.length, 'item')})</span>
      </h3>
      <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line">
        {rows.map(({ item, name }) => (
          <li
            key={item.ingredientId}
            // The name keeps at least 7 rem (whole words, never "Ancho vies"): where the select and the
            // remove button do not fit beside it (320 px), they move to their own line under it.
            className="flex flex-wrap items-center gap-x-1.5 gap-y-1 bg-surface py-2 pr-1 pl-3 sm:gap-x-3 sm:pr-2 sm:pl-4"
          >
            <div className="min-w-28 flex-1 basis-28">
              <p className="leading-snug font-semibold break-words text-ink">{name}</p>
              <p className="text-sm text-muted">{addedOn(item.addedDate)}</p>
            </div>
            <div className="ml-auto flex shrink-0 items-center gap-1.5 sm:gap-3">
              <FrequencySelect
                value={item.frequency}
                onChange={(frequency) => onFrequencyChange(item.ingredientId, frequency)}
                aria-label={`How often you have ${name}`}
                className="w-[7.75rem] shrink-0 sm:w-36"
              />
              <Button
                variant="ghost"
                size="icon"
                data-remove={item.ingredientId}
                aria-label={`Remove ${name}`}
                onClick={() => onRemove(item.ingredientId)}
                className="shrink-0 text-muted hover:bg-danger-soft hover:text-danger-ink"
              >
                <Trash2 aria-hidden="true" className="!size-5" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
