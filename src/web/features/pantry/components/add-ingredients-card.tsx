import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Check, CircleCheckBig, LayoutGrid, ListPlus, Plus, Search, X } from 'lucide-react';
import type { IngredientSummary } from '../../../../shared/api/ingredients';
import type { Frequency } from '../../../../shared/api/pantry';
import { INGREDIENT_CATEGORIES } from '../../../../shared/kitchen/types';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn } from '../../../lib/cn';
import { CATEGORY_ICONS } from '../lib/labels';
import { createIngredientSearch, matchTier, type CategoryFilter } from '../lib/search';
import { FrequencySelect } from './frequency-select';
import { count } from '../../../lib/plural';

type AddIngredientsCardProps = {
  /** The catalogue; undefined while it loads. */
  ingredients: IngredientSummary[] | undefined;
  pantryIds: ReadonlySet<string>;
  defaultFrequency: Frequency;
  onDefaultFrequencyChange: (frequency: Frequency) => void;
  onAdd: (ids: string[]) => void;
};

/** The synonym that matched, when the name itself did not ('garbanzo' finds Chickpeas). */
function matchedSynonym(ingredient: IngredientSummary, query: string): string | undefined {
  if (!query.trim() || matchTier({ ...ingredient, synonyms: [] }, query)) return undefined;
  return ingredient.synonyms.find((synonym) => matchTier({ ...ingredient, name: synonym, synonyms: [] }, query));
}

/**
 * Search the catalogue (an ARIA combobox with a multi-select listbox: arrow keys move, Enter
 * toggles, Esc closes), pick several ingredients, then add them in one go with the default frequency.
 */
export function AddIngredientsCard({
  ingredients,
  pantryIds,
  defaultFrequency,
  onDefaultFrequencyChange,
  onAdd,
}: AddIngredientsCardProps) {
  const id = useId();
  const ids = {
    search: `${id}-search`,
    listbox: `${id}-listbox`,
    category: `${id}-category`,
    frequency: `${id}-frequency`,
    selected: `${id}-selected`,
    help: `${id}-help`,
  };
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [selected, setSelected] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const search = useMemo(() => createIngredientSearch(ingredients ?? []), [ingredients]);
  const byId = useMemo(() => new Map((ingredients ?? []).map((i) => [i.id, i])), [ingredients]);
  const result = useMemo(() => search(query, { exclude: pantryIds, category }), [search, query, pantryIds, category]);
  const allInPantry = Boolean(ingredients && ingredients.length > 0 && ingredients.every((i) => pantryIds.has(i.id)));
  // An ingredient added elsewhere (a suggestion) leaves the selection.
  const selection = selected.filter((s) => !pantryIds.has(s));

  const hasCriteria = query.trim() !== '' || category !== 'all';
  const expanded = open && hasCriteria && result.items.length > 0;
  const showEmpty = open && query.trim() !== '' && result.total === 0;
  const activeIndex = expanded && active < result.items.length ? active : -1;
  const activeItem = activeIndex >= 0 ? result.items[activeIndex] : undefined;
  const optionId = (ingredientId: string) => `${ids.listbox}-${ingredientId}`;

  // A press elsewhere (mouse or a tap's mouse events) blurs the search box on mousedown. Closing the
  // list right then would move everything under it up ~100 px before the mouseup, and the click would
  // land on something else: 'Add to Pantry' needed two clicks. So the list closes only once the
  // press is over (after its click), and controls stay still while they are being pressed.
  const pressing = useRef(false);
  const closeAfterPress = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const down = () => {
      pressing.current = true;
    };
    const up = () => {
      pressing.current = false;
      if (!closeAfterPress.current) return;
      closeAfterPress.current = false;
      // After this event's click has been dispatched.
      closeTimer.current = setTimeout(() => {
        if (document.activeElement === inputRef.current) return;
        setOpen(false);
        setActive(-1);
      }, 0);
    };
    document.addEventListener('mousedown', down, true);
    document.addEventListener('mouseup', up, true);
    return () => {
      document.removeEventListener('mousedown', down, true);
      document.removeEventListener('mouseup', up, true);
      clearTimeout(closeTimer.current);
    };
  }, []);

  useEffect(() => {
    if (!activeItem) return;
    document.getElementById(`${ids.listbox}-${activeItem.id}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeItem, ids.listbox]);

  const toggle = (ingredientId: string) =>
    setSelected((current) =>
      current.includes(ingredientId)
        ? current.filter((s) => s !== ingredientId)
        : [...current.filter((s) => !pantryIds.has(s)), ingredientId],
    );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = result.items.length;
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        if (!hasCriteria || count === 0) return;
        setOpen(true);
        // Capped at the visible results (10): no wrapping into the '+N more'.
        setActive(!expanded ? 0 : Math.min(activeIndex + 1, count - 1));
        return;
      }
      case 'ArrowUp': {
        event.preventDefault();
        if (!expanded) return;
        setActive(Math.max(activeIndex - 1, 0));
        return;
      }
      case 'Enter': {
        if (activeItem) {
          event.preventDefault();
          toggle(activeItem.id);
        }
        return;
      }
      case 'Escape': {
        if (expanded || showEmpty) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          event.preventDefault();
          event.stopPropagation();
          setQuery('');
        }
        return;
      }
    }
  };

  const add = () => {
    if (selection.length === 0) return;
    onAdd(selection);
    setSelected([]);
    setQuery('');
    setActive(-1);
    inputRef.current?.focus();
  };

  const loading = !ingredients;
  const CategoryIcon = category === 'all' ? null : CATEGORY_ICONS[category];

  return (
    <Card aria-labelledby={`${id}-title`} role="region">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary-ink">
            <ListPlus aria-hidden="true" className="size-5" />
          </span>
          <CardTitle id={`${id}-title`}>Add Ingredients</CardTitle>
        </div>
        <CardDescription>Search the catalogue, pick as many as you like, then add them in one go.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Category" id={ids.category}>
            <NativeSelect
              id={ids.category}
              value={category}
              icon={CategoryIcon ? <CategoryIcon /> : <LayoutGrid />}
              onChange={(event) => {
                setCategory(event.target.value as CategoryFilter);
                setActive(-1);
                // A pick in the category list keeps the results open (the press that opened it is over by now).
                closeAfterPress.current = false;
                clearTimeout(closeTimer.current);
                // Show the category's ingredients straight away.
                setOpen(true);
              }}
            >
              <option value="all">All categories</option>
              {INGREDIENT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Default frequency" id={ids.frequency}>
            <FrequencySelect id={ids.frequency} value={defaultFrequency} onChange={onDefaultFrequencyChange} />
          </FormField>
        </div>

        {allInPantry ? (
          <div
            role="status"
            className="flex items-center gap-3 rounded-xl border border-success/30 bg-success-soft p-4 text-success-ink"
          >
            <CircleCheckBig aria-hidden="true" className="size-5 shrink-0" />
            <p className="font-semibold">All ingredients are in your pantry!</p>
          </div>
        ) : (
          <div className="grid gap-1.5">
            <Label htmlFor={ids.search}>Search ingredients</Label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted"
              />
              <Input
                ref={inputRef}
                id={ids.search}
                type="text"
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={expanded}
                aria-controls={expanded ? ids.listbox : undefined}
                aria-activedescendant={activeItem ? optionId(activeItem.id) : undefined}
                aria-describedby={ids.help}
                autoComplete="off"
                autoCorrect="off"
                spellCheck={false}
                enterKeyHint="done"
                placeholder={loading ? 'Loading ingredients...' : 'e.g. chickpeas, basil, feta'}
                disabled={loading}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setOpen(true);
                  setActive(-1);
                }}
                onFocus={() => {
                  closeAfterPress.current = false;
                  setOpen(true);
                }}
                onBlur={() => {
                  if (pressing.current) {
                    closeAfterPress.current = true;
                    return;
                  }
                  setOpen(false);
                  setActive(-1);
                }}
                onKeyDown={onKeyDown}
                className={cn('min-h-12 pl-11', query && 'pr-12')}
              />
              {query ? (
                <button
                  type="button"
                  aria-label="Clear search"
                  // Esc clears from the keyboard; Tab goes straight on to the Add button.
                  tabIndex={-1}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    setQuery('');
                    setActive(-1);
                    inputRef.current?.focus();
                  }}
                  className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary"
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              ) : null}
            </div>
            <p id={ids.help} className="text-sm text-muted">
              Arrow keys move through the results, Enter picks or unpicks one.
            </p>
            <p role="status" className="sr-only">
              {expanded
                ? `${count(result.total, 'ingredient')} found${result.total > result.items.length ? `, showing the first ${result.items.length}` : ''}.`
                : ''}
            </p>

            {expanded ? (
              // A click anywhere in the list (scrollbar, '+N more') keeps the search focused and the list open;
              // the keyboard drives the list from the search field (aria-activedescendant).
              // eslint-disable-next-line jsx-a11y/no-static-element-interactions
              <div
                className="mt-1 overflow-hidden rounded-xl border border-line bg-surface shadow-soft"
                onMouseDown={(event) => event.preventDefault()}
              >
                <ul
                  id={ids.listbox}
                  role="listbox"
                  aria-multiselectable="true"
                  aria-label="Matching ingredients"
                  className="max-h-[min(30rem,60dvh)] overflow-y-auto p-1"
                >
                  {result.items.map((ingredient, index) => {
                    const isSelected = selection.includes(ingredient.id);
                    const synonym = matchedSynonym(ingredient, query);
                    const Icon = CATEGORY_ICONS[ingredient.category];
                    return (
                      // An option of the listbox: the search field's arrow keys and Enter choose it.
                      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                      <li
                        key={ingredient.id}
                        id={optionId(ingredient.id)}
                        role="option"
                        aria-selected={isSelected}
                        // Keep focus (and the phone keyboard) in the search box.
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => {
                          toggle(ingredient.id);
                          setActive(index);
                        }}
                        className={cn(
                          'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 select-none',
                          index === activeIndex ? 'bg-primary-soft text-primary-ink' : 'hover:bg-sand',
                        )}
                      >
                        <span
                          aria-hidden="true"
                          className={cn(
                            'grid size-5 shrink-0 place-items-center rounded-md border',
                            isSelected ? 'border-primary bg-primary text-white' : 'border-line-strong/60 bg-surface',
                          )}
                        >
                          {isSelected ? <Check className="size-3.5" strokeWidth={3} /> : null}
                        </span>
                        <span className="min-w-0 flex-1">
                          <span className="block font-semibold">{ingredient.name}</span>
                          {/* A matched word may be a close stand-in rather than another name ('rigatoni' finds
                              Penne): say what matched, not that they are the same (issue 26 item 14). */}
                          {synonym ? <span className="block text-sm text-muted">matches “{synonym}”</span> : null}
                        </span>
                        <span className="hidden items-center gap-1.5 text-sm text-muted sm:flex">
                          <Icon aria-hidden="true" className="size-4" />
                          {ingredient.category}
                        </span>
                      </li>
                    );
                  })}
                </ul>
                {result.total > result.items.length ? (
                  <p className="border-t border-line bg-sand/50 px-4 py-2 text-sm text-muted">
                    <span className="font-semibold text-ink">+{result.total - result.items.length} more</span> · keep
                    typing to narrow it down
                  </p>
                ) : null}
              </div>
            ) : null}
            {showEmpty ? (
              <p className="mt-1 rounded-xl border border-dashed border-line-strong/50 bg-sand/40 px-4 py-3 text-muted">
                No ingredients found matching search
              </p>
            ) : null}
          </div>
        )}

        <SelectionTray
          labelId={ids.selected}
          selection={selection.map((s) => byId.get(s)).filter((i): i is IngredientSummary => Boolean(i))}
          onRemove={(ingredientId) => setSelected((current) => current.filter((s) => s !== ingredientId))}
          onAdd={add}
        />
      </CardContent>
    </Card>
  );
}

function SelectionTray({
  labelId,
  selection,
  onRemove,
  onAdd,
}: {
  labelId: string;
  selection: IngredientSummary[];
  onRemove: (id: string) => void;
  onAdd: () => void;
}) {
  const count = selection.length;
  return (
    <div className="grid gap-3 rounded-xl border border-dashed border-line-strong/50 bg-cream p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={labelId} className="text-sm font-semibold text-ink" aria-live="polite">
          {count === 0 ? 'Nothing selected yet' : `${count} selected`}
        </p>
        <Button onClick={onAdd} disabled={count === 0} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          Add to Pantry
        </Button>
      </div>
      {count > 0 ? (
        <ul aria-labelledby={labelId} className="flex flex-wrap gap-2">
          {selection.map((ingredient) => (
            <li key={ingredient.id}>
              <span className="inline-flex items-center gap-1 rounded-full border border-primary/30 bg-primary-soft py-0.5 pr-0.5 pl-3 text-sm font-semibold text-primary-ink">
                {ingredient.name}
                <button
                  type="button"
                  aria-label={`Remove ${ingredient.name} from the selection`}
                  onClick={() => onRemove(ingredient.id)}
                  className="-my-1.5 inline-flex size-11 items-center justify-center rounded-full hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-primary sm:size-7"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">Pick one or more ingredients from the search results.</p>
      )}
    </div>
  );
}
