import { useEffect, useId, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { Check, ClipboardCopy, Printer, ShoppingBasket, ShoppingCart } from 'lucide-react';
import {
  buildShoppingList,
  formatDateRange,
  groupByCategory,
  shoppingListText,
  type ShoppingItem,
} from '../../../../shared/kitchen/shopping';
import { DEFAULT_FREQUENCY } from '../../../../shared/kitchen/frequency';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast';
import { ToggleGroup, ToggleGroupItem } from '../../../components/ui/toggle-group';
import { cn } from '../../../lib/cn';
import { useCurrentUser } from '../../auth';
import { useMeasurementView } from '../../measurements';
import { usePantry } from '../../pantry';
import { useUpdatePantry } from '../../pantry';
import { addIngredients } from '../../pantry';
import { copyText } from '../../../lib/clipboard';
import { useScheduledMeals } from '../api/scheduled-meals';
import { addDays, daysBetween, sameDayNextMonth, todayLocal } from '../lib/dates';
import { useTicks } from '../lib/ticks';
import { MAX_RANGE_DAYS } from '../../../../shared/kitchen/meal-slots';
import '../../../styles/print.css';
import './shopping-print.css';
import { count, plural } from '../../../lib/plural';

type Preset = '7' | '14' | 'month';
const PRESETS: { value: Preset; label: string }[] = [
  { value: '7', label: 'Next 7 days' },
  { value: '14', label: '2 weeks' },
  { value: 'month', label: '1 month' },
];

function presetEnd(preset: Preset, start: string): string {
  if (preset === '7') return addDays(start, 7);
  if (preset === '14') return addDays(start, 14);
  return sameDayNextMonth(start);
}

/** Shopping List Generator (spec sections 2, 4, 5, 9): a date range, Generate List, then the merged list. */
export function ShoppingListDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  range,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** Opens on this range (a plan just saved) instead of the next 7 days. */
  range?: { start: string; end: string };
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl grid-cols-[minmax(0,1fr)]" onCloseAutoFocus={onCloseAutoFocus}>
        {open ? <ShoppingListGenerator range={range} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ShoppingListGenerator({ range }: { range?: { start: string; end: string } }) {
  const today = todayLocal();
  const startId = useId();
  const endId = useId();
  const [start, setStart] = useState(range?.start ?? today);
  const [end, setEnd] = useState(range?.end ?? addDays(today, 7));
  const [preset, setPreset] = useState<Preset | ''>(range ? '' : '7');
  const [generated, setGenerated] = useState<{ start: string; end: string } | null>(null);

  const endBeforeStart = Boolean(start && end && end < start);
  const tooLong = !endBeforeStart && Boolean(start && end) && daysBetween(start, end) + 1 > MAX_RANGE_DAYS;
  const validRange = Boolean(start && end) && !endBeforeStart && !tooLong;
  const meals = useScheduledMeals(start, end, validRange);
  const mealCount = validRange ? (meals.data?.length ?? 0) : 0;
  const canGenerate = validRange && meals.isSuccess && !meals.isPlaceholderData && mealCount > 0;

  const choosePreset = (value: string) => {
    if (!value) return;
    const p = value as Preset;
    setPreset(p);
    setStart(today);
    setEnd(presetEnd(p, today));
    setGenerated(null);
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Shopping List Generator</DialogTitle>
        <DialogDescription>Everything your planned meals need, merged and sorted by aisle.</DialogDescription>
      </DialogHeader>

      <div className="grid gap-4">
        <ToggleGroup type="single" aria-label="Date range presets" value={preset} onValueChange={choosePreset}>
          {PRESETS.map((p) => (
            <ToggleGroupItem key={p.value} value={p.value}>
              {p.label}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Start date" id={startId}>
            <Input
              id={startId}
              type="date"
              value={start}
              onChange={(e) => {
                setStart(e.target.value);
                setPreset('');
                setGenerated(null);
              }}
            />
          </FormField>
          <FormField label="End date" id={endId}>
            <Input
              id={endId}
              type="date"
              min={start || undefined}
              value={end}
              aria-invalid={endBeforeStart || tooLong || undefined}
              aria-describedby={`${endId}-help`}
              onChange={(e) => {
                setEnd(e.target.value);
                setPreset('');
                setGenerated(null);
              }}
            />
          </FormField>
        </div>
        <p
          id={`${endId}-help`}
          className={cn('text-sm', endBeforeStart || tooLong ? 'font-semibold text-danger-ink' : 'text-muted')}
          aria-live="polite"
        >
          {endBeforeStart
            ? 'The end date cannot be before the start date.'
            : tooLong
              ? `Choose a range of at most ${MAX_RANGE_DAYS} days.`
              : meals.isPending || meals.isPlaceholderData
                ? 'Counting planned meals...'
                : mealCount === 0
                  ? 'No meals are scheduled in this range.'
                  : `${mealCount} planned ${plural(mealCount, 'meal')} in this range.`}
        </p>
        <div>
          <Button disabled={!canGenerate} onClick={() => setGenerated({ start, end })}>
            <ShoppingCart aria-hidden="true" />
            Generate List
          </Button>
        </div>
      </div>

      {generated && meals.data && !meals.isPlaceholderData ? (
        <GeneratedList range={generated} meals={meals.data} />
      ) : null}
    </>
  );
}

type MealsData = NonNullable<ReturnType<typeof useScheduledMeals>['data']>;

function GeneratedList({ range, meals }: { range: { start: string; end: string }; meals: MealsData }) {
  const switchId = useId();
  const user = useCurrentUser();
  const pantry = usePantry();
  const updatePantry = useUpdatePantry();
  const [excludePantry, setExcludePantry] = useState(true);
  const [copied, setCopied] = useState(false);
  const [printing, setPrinting] = useState(false);
  const ticks = useTicks(user?.id ?? 0, `${range.start}_${range.end}`);

  // Merged in the cook's units, in what shops sell (issue 29).
  const unitSystem = useMeasurementView().view?.unitSystem;
  const list = useMemo(() => buildShoppingList(meals, unitSystem ? { unitSystem } : {}), [meals, unitSystem]);
  const inPantry = useMemo(() => new Set((pantry.data ?? []).map((p) => p.ingredientId)), [pantry.data]);
  const isInPantry = (item: ShoppingItem) => Boolean(item.ingredientId && inPantry.has(item.ingredientId));
  const needed = list.items.filter((i) => !isInPantry(i));
  const have = list.items.filter(isInPantry);
  const visible = excludePantry ? needed : [...needed, ...have];
  const tickedToAdd = visible.filter((i) => ticks.has(i.key) && i.ingredientId && !inPantry.has(i.ingredientId));

  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(t);
  }, [copied]);

  useEffect(() => {
    if (!printing) return;
    const root = document.documentElement;
    root.classList.add('chowdr-printing');
    const timer = setTimeout(() => window.print(), 250);
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', done);
      root.classList.remove('chowdr-printing');
    };
  }, [printing]);

  const rangeInfo = { start: range.start, end: range.end, meals: meals.length };
  const onCopy = async () => {
    try {
      await copyText(shoppingListText(visible, rangeInfo));
      setCopied(true);
      toast({ title: 'List copied!', variant: 'success' });
    } catch {
      toast({ title: 'Copy failed', description: 'Your browser did not allow copying.', variant: 'destructive' });
    }
  };

  const onAddToPantry = () => {
    const ids = [...new Set(tickedToAdd.map((i) => i.ingredientId!))];
    if (ids.length === 0) return;
    updatePantry.apply(addIngredients(ids, DEFAULT_FREQUENCY));
  };

  const groups = groupByCategory(needed);
  return (
    <section
      aria-labelledby={`${switchId}-title`}
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4 border-t border-line pt-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${switchId}-title`} className="min-w-0 text-xl font-semibold">
          {formatDateRange(range.start, range.end)}
        </h3>
        <div className="flex items-center gap-2">
          <Switch id={switchId} checked={excludePantry} onCheckedChange={setExcludePantry} />
          <Label htmlFor={switchId}>Hide items in my pantry</Label>
        </div>
      </div>
      {/* The count matches what is shown: items hidden as already in the pantry are said (issue 26 item 5). */}
      <p className="text-sm text-muted" data-testid="shopping-count">
        {count(list.stats.lines, 'ingredient line')} from {count(meals.length, 'meal')}, merged into{' '}
        {count(list.items.length, 'item')}
        {excludePantry && !pantry.isPending && have.length > 0
          ? `: ${count(visible.length, 'item')} to buy, ${count(have.length, 'item')} already in your pantry ${have.length === 1 ? 'is' : 'are'} hidden.`
          : '.'}
      </p>

      {pantry.isPending ? <Skeleton className="h-32" /> : null}
      {!pantry.isPending && visible.length === 0 ? (
        <div className="grid justify-items-center gap-1 rounded-2xl bg-sage-soft p-6 text-center text-sage-ink">
          <ShoppingBasket aria-hidden="true" className="size-7" />
          <p className="font-semibold">No ingredients needed</p>
          {have.length > 0 ? <p>All ingredients are in your pantry!</p> : null}
        </div>
      ) : null}
      {!pantry.isPending ? (
        <div className="grid gap-5">
          {groups.map((g) => (
            <ItemGroup key={g.category} title={g.category} items={g.items} ticks={ticks} />
          ))}
          {!excludePantry && have.length > 0 ? (
            <ItemGroup title="Already in your pantry" items={have} ticks={ticks} inPantry />
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-wrap gap-2 border-t border-line pt-4">
        <Button
          variant="secondary"
          onClick={onAddToPantry}
          disabled={tickedToAdd.length === 0 || !pantry.isSuccess}
          loading={updatePantry.saving}
          className="h-auto py-2 text-left whitespace-normal"
        >
          <Check aria-hidden="true" />
          Add bought items to my pantry{tickedToAdd.length > 0 ? ` (${tickedToAdd.length})` : ''}
        </Button>
        <Button variant="outline" onClick={onCopy} disabled={visible.length === 0}>
          {copied ? <Check aria-hidden="true" /> : <ClipboardCopy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy as text'}
        </Button>
        <Button variant="outline" onClick={() => setPrinting(true)} disabled={visible.length === 0}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      </div>
      <p className="text-sm text-muted">
        Tick items as you shop; this device remembers them. Ticked catalogue items can go straight into your pantry.
      </p>

      {printing
        ? createPortal(
            // A printed list to shop with: a title, the aisles as headings and a box to tick on paper.
            <div className="chowdr-print-sheet chowdr-shopping-sheet">
              <h1>Shopping list: {formatDateRange(range.start, range.end)}</h1>
              {groupByCategory(visible).map((group) => (
                <section key={group.category}>
                  <h2>{group.category}</h2>
                  <ul>
                    {group.items.map((item) => (
                      <li key={item.key}>
                        <span aria-hidden="true" className="box" />
                        {item.text}
                        {item.meals > 1 ? ` (${count(item.meals, 'meal')})` : ''}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              <p>
                {count(visible.length, 'item')} for {count(meals.length, 'planned meal')}. Made with Chowdr.
              </p>
            </div>,
            document.body,
          )
        : null}
    </section>
  );
}

function ItemGroup({
  title,
  items,
  ticks,
  inPantry,
}: {
  title: string;
  items: ShoppingItem[];
  ticks: ReturnType<typeof useTicks>;
  inPantry?: boolean;
}) {
  const headingId = useId();
  return (
    <div className="grid gap-2">
      <h4 id={headingId} className="text-sm font-semibold tracking-wide text-sage-ink uppercase">
        {title}
      </h4>
      <ul aria-labelledby={headingId} className="grid gap-1">
        {items.map((item) => {
          const checked = ticks.has(item.key);
          return (
            <li key={item.key}>
              <label
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-sand/60',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
                )}
              >
                <Checkbox
                  checked={checked}
                  onCheckedChange={() => ticks.toggle(item.key)}
                  data-testid="shopping-item"
                />
                <span className={cn('min-w-0 flex-1 break-words', checked && 'text-muted line-through')}>
                  {item.text}
                </span>
                {inPantry ? <Badge variant="secondary">In pantry</Badge> : null}
                <Badge variant="outline" className="shrink-0">
                  {count(item.meals, 'meal')}
                </Badge>
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
