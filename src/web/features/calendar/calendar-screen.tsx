import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import {
  CalendarDays,
  CalendarPlus,
  CalendarSync,
  ChevronLeft,
  ChevronRight,
  Plus,
  ShoppingCart,
  Sparkles,
} from 'lucide-react';
import type { ScheduledMealSummary } from '../../../shared/api/scheduled-meals';
import { MEAL_TYPE_LABELS } from '../../../shared/kitchen/meal-slots';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { ToggleGroup, ToggleGroupItem } from '../../components/ui/toggle-group';
import { dialogLoader, useOpenedOnce } from '../../components/ui/lazy-dialog';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useScheduledMealSummaries } from './api/scheduled-meals';
import { SLOT_DOT, SLOT_BORDER } from './components/slot-colors';
import {
  addDays,
  addMonths,
  dayOfMonth,
  longDate,
  monthTitle,
  startOfWeek,
  todayLocal,
  visibleDays,
  weekTitle,
  WEEKDAY_NAMES,
} from './lib/dates';
import { count } from '../../lib/plural';

// The three dialogs (and Radix Dialog with them) are not needed to draw the calendar: they load when
// the pointer or focus first reaches the screen, or at the latest when one opens. The shopping list
// (its builder and the ingredient catalogue) loads only when the cook opens it.
const mealDetail = dialogLoader(() => import('./components/meal-detail-dialog').then((m) => m.MealDetailDialog));
const scheduleSaved = dialogLoader(() =>
  import('./components/schedule-saved-recipe-dialog').then((m) => m.ScheduleSavedRecipeDialog),
);
const MealDetailDialog = mealDetail.Dialog;
const ScheduleSavedRecipeDialog = scheduleSaved.Dialog;
const ShoppingListDialog = lazy(() =>
  import('./components/shopping-list-dialog').then((m) => ({ default: m.ShoppingListDialog })),
);
const PlanWeekDialog = lazy(() => import('./components/plan-week-dialog').then((m) => ({ default: m.PlanWeekDialog })));
const CalendarFeedDialog = lazy(() =>
  import('./components/calendar-feed-dialog').then((m) => ({ default: m.CalendarFeedDialog })),
);
function preloadDialogs() {
  mealDetail.preload();
  scheduleSaved.preload();
}

type View = 'week' | 'month';
const MAX_DOTS = 3;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The Meal Calendar (spec section 2): week or month, Sunday to Saturday, with its three dialogs. */
export default function CalendarScreen() {
  useDocumentTitle('Meal Calendar');
  const [params, setParams] = useSearchParams();
  const today = todayLocal();
  const view: View = params.get('view') === 'month' ? 'month' : 'week';
  const requested = params.get('date');
  const anchor = requested && DATE_RE.test(requested) ? requested : today;
  const openMealId = Number(params.get('meal')) || null;

  const [scheduleFor, setScheduleFor] = useState<string | null>(null);
  const [shoppingOpen, setShoppingOpen] = useState(false);
  const [shoppingRange, setShoppingRange] = useState<{ start: string; end: string } | undefined>();
  const [planOpen, setPlanOpen] = useState(false);
  const [feedOpen, setFeedOpen] = useState(false);
  // These dialogs open from several places (no single trigger): focus goes back to what opened them.
  const opener = useRef<HTMLElement | null>(null);
  const rangeHeading = useRef<HTMLHeadingElement>(null);
  const remember = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const target = opener.current?.isConnected ? opener.current : rangeHeading.current;
    target?.focus();
  };

  const days = useMemo(() => visibleDays(view, anchor), [view, anchor]);
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const query = useScheduledMealSummaries(first, last);
  const meals = useMemo(() => query.data ?? [], [query.data]);
  const byDay = useMemo(() => {
    const map = new Map<string, ScheduledMealSummary[]>();
    for (const m of meals) map.set(m.date, [...(map.get(m.date) ?? []), m]);
    return map;
  }, [meals]);
  const openMeal = openMealId ? (meals.find((m) => m.id === openMealId) ?? null) : null;
  const scheduleMounted = useOpenedOnce(scheduleFor !== null);
  const mealMounted = useOpenedOnce(openMeal !== null);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );

  const step = (direction: 1 | -1) =>
    update({ date: view === 'week' ? addDays(startOfWeek(anchor), 7 * direction) : addMonths(anchor, direction) });
  const title = view === 'week' ? weekTitle(first) : monthTitle(anchor);
  const unit = view === 'week' ? 'week' : 'month';

  return (
    <div className="grid gap-6 sm:gap-8" onPointerOver={preloadDialogs} onFocusCapture={preloadDialogs}>
      <PageHeader
        eyebrow="Plan your meals"
        title="Meal Calendar"
        description="Plan breakfast, lunch and dinner, then shop for all of it in one list."
        actions={
          // On a phone the two first actions share one row (icons hidden below sm), so the grid starts higher.
          <div className="flex w-full flex-wrap gap-2 sm:w-auto sm:gap-3 max-sm:[&_button]:flex-1 max-sm:[&_button]:px-2! max-sm:[&_button]:text-sm! max-sm:[&_button]:whitespace-nowrap max-sm:[&_svg]:hidden">
            <Button
              variant="outline"
              onClick={() => {
                remember();
                setShoppingRange(undefined);
                setShoppingOpen(true);
              }}
            >
              <ShoppingCart aria-hidden="true" />
              Shopping List
            </Button>
            <Button
              onClick={() => {
                remember();
                setScheduleFor(anchor >= today ? anchor : today);
              }}
            >
              <CalendarPlus aria-hidden="true" />
              Schedule Recipe
            </Button>
            {/* First on wide screens; on a phone a row of its own under the two others. */}
            <Button
              variant="outline"
              className="max-sm:basis-full sm:order-first"
              onClick={() => {
                remember();
                setPlanOpen(true);
              }}
            >
              <Sparkles aria-hidden="true" />
              Plan my week
            </Button>
          </div>
        }
      />

      <section aria-labelledby="calendar-range" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-3 sm:gap-3">
          <h2
            id="calendar-range"
            ref={rangeHeading}
            tabIndex={-1}
            aria-live="polite"
            className="w-full focus-visible:outline-none text-xl font-semibold sm:order-2 sm:w-auto sm:flex-1 sm:text-2xl"
          >
            {title}
          </h2>
          <div className="flex items-center sm:order-1 sm:gap-1">
            <Button variant="ghost" size="icon" aria-label={`Previous ${unit}`} onClick={() => step(-1)}>
              <ChevronLeft aria-hidden="true" className="size-5!" />
            </Button>
            <Button variant="outline" size="sm" onClick={() => update({ date: null })}>
              Today
            </Button>
            <Button variant="ghost" size="icon" aria-label={`Next ${unit}`} onClick={() => step(1)}>
              <ChevronRight aria-hidden="true" className="size-5!" />
            </Button>
          </div>
          <ToggleGroup
            type="single"
            aria-label="Calendar view"
            className="sm:order-3 max-sm:[&>*]:px-2.5!"
            value={view}
            onValueChange={(v) => v && update({ view: v === 'month' ? 'month' : null })}
          >
            <ToggleGroupItem value="week">Week</ToggleGroupItem>
            <ToggleGroupItem value="month">Month</ToggleGroupItem>
          </ToggleGroup>
        </div>

        {query.isError ? (
          <Alert variant="error" title="Could not load your meals">
            <Button variant="link" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : null}
        {query.isSuccess && meals.length === 0 ? (
          <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-dashed border-line-strong/40 bg-surface p-5">
            <CalendarDays aria-hidden="true" className="size-6 text-sage-ink" />
            <div className="grid gap-0.5">
              <p className="font-semibold">No meals scheduled yet</p>
              <p className="text-muted">Schedule a saved recipe, or use Schedule on any recipe card.</p>
            </div>
          </div>
        ) : null}

        {query.isPending ? (
          <CalendarSkeleton view={view} />
        ) : view === 'week' ? (
          <WeekView
            days={days}
            today={today}
            byDay={byDay}
            onOpen={(m) => {
              remember();
              update({ meal: String(m.id) });
            }}
            onAdd={(d) => {
              remember();
              setScheduleFor(d);
            }}
          />
        ) : (
          <MonthView
            days={days}
            month={anchor.slice(0, 7)}
            today={today}
            byDay={byDay}
            onOpen={(m) => {
              remember();
              update({ meal: String(m.id) });
            }}
            onDay={(d) => update({ view: null, date: d })}
          />
        )}
      </section>

      <div className="flex flex-wrap items-center gap-2 text-muted">
        <span>See your meals where you keep your days:</span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            remember();
            setFeedOpen(true);
          }}
        >
          <CalendarSync aria-hidden="true" />
          Subscribe in your calendar app
        </Button>
      </div>

      {scheduleMounted ? (
        <Suspense fallback={null}>
          <ScheduleSavedRecipeDialog
            open={scheduleFor !== null}
            initialDate={scheduleFor ?? ''}
            onOpenChange={(open) => !open && setScheduleFor(null)}
            onCloseAutoFocus={returnFocus}
          />
        </Suspense>
      ) : null}
      {mealMounted ? (
        <Suspense fallback={null}>
          <MealDetailDialog meal={openMeal} onClose={() => update({ meal: null })} onCloseAutoFocus={returnFocus} />
        </Suspense>
      ) : null}
      {planOpen ? (
        <Suspense fallback={null}>
          <PlanWeekDialog
            open
            onOpenChange={setPlanOpen}
            initialDate={view === 'week' ? first : anchor}
            onCloseAutoFocus={returnFocus}
            onSaved={(range) => {
              // The calendar shows the plan's first week; the shopping list opens on the whole plan.
              setPlanOpen(false);
              update({ view: null, date: range.start });
              setShoppingRange(range);
              setShoppingOpen(true);
            }}
          />
        </Suspense>
      ) : null}
      {feedOpen ? (
        <Suspense fallback={null}>
          <CalendarFeedDialog open onOpenChange={setFeedOpen} onCloseAutoFocus={returnFocus} />
        </Suspense>
      ) : null}
      {shoppingOpen ? (
        <Suspense fallback={null}>
          <ShoppingListDialog
            open
            onOpenChange={setShoppingOpen}
            onCloseAutoFocus={returnFocus}
            range={shoppingRange}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

type ViewProps = {
  days: string[];
  today: string;
  byDay: Map<string, ScheduledMealSummary[]>;
  onOpen: (meal: ScheduledMealSummary) => void;
};

/** Seven columns on wide screens; on a phone the week reads as a list of days. */
function WeekView({ days, today, byDay, onOpen, onAdd }: ViewProps & { onAdd: (date: string) => void }) {
  return (
    <ol className="grid gap-3 md:grid-cols-7 md:gap-2" aria-label="Days of the week">
      {days.map((day) => {
        const dayMeals = byDay.get(day) ?? [];
        const isToday = day === today;
        const past = day < today;
        return (
          <li
            key={day}
            data-testid={`day-${day}`}
            className={cn(
              'grid min-w-0 content-start gap-2 rounded-2xl border bg-surface p-3 md:min-h-48',
              isToday ? 'border-primary ring-1 ring-primary' : 'border-line',
              past && 'bg-cream',
            )}
          >
            <div className="flex items-center justify-between gap-2">
              {/* In a narrow desktop column 'Thu 26 Today' wrapped: there today is the day's number in a
                  filled circle (the word stays for screen readers); on a phone the pill has room. */}
              <h3 className="text-sm font-semibold whitespace-nowrap">
                <span className="md:hidden">{longDate(day)}</span>
                <span className="hidden md:inline">
                  {WEEKDAY_NAMES[new Date(`${day}T12:00:00Z`).getUTCDay()]!.slice(0, 3)}{' '}
                  <span
                    className={cn(
                      'text-lg',
                      isToday && 'inline-grid min-w-8 place-items-center rounded-full bg-primary px-1 text-white',
                    )}
                  >
                    {dayOfMonth(day)}
                  </span>
                </span>
                {isToday ? (
                  <span className="ml-1.5 rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary-ink md:sr-only">
                    Today
                  </span>
                ) : null}
              </h3>
              {past ? null : (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9 rounded-full text-muted hover:text-ink max-md:size-11"
                  aria-label={`Schedule a meal on ${longDate(day)}`}
                  title="Schedule a meal"
                  onClick={() => onAdd(day)}
                >
                  <Plus aria-hidden="true" />
                </Button>
              )}
            </div>
            {dayMeals.length === 0 ? (
              <p className="text-sm text-muted">Nothing planned</p>
            ) : (
              <ul className="grid gap-1.5">
                {dayMeals.map((m) => (
                  <li key={m.id}>
                    <button
                      type="button"
                      onClick={() => onOpen(m)}
                      className={cn(
                        'grid w-full min-w-0 gap-0.5 rounded-lg border-l-4 bg-sand/70 px-2.5 py-2 text-left transition-colors hover:bg-sand',
                        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                        SLOT_BORDER[m.mealType],
                      )}
                    >
                      <span className="text-xs font-semibold tracking-wide text-muted uppercase">
                        {MEAL_TYPE_LABELS[m.mealType]}
                      </span>
                      <span className="line-clamp-3 text-sm font-medium break-words text-ink">{m.recipe.title}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The month padded to full weeks; each day shows up to three meal dots and opens its week. */
function MonthView({
  days,
  month,
  today,
  byDay,
  onOpen,
  onDay,
}: ViewProps & { month: string; onDay: (date: string) => void }) {
  const weeks: string[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return (
    <div role="table" aria-labelledby="calendar-range" className="grid gap-1">
      <div role="row" className="grid grid-cols-7 gap-1">
        {WEEKDAY_NAMES.map((name) => (
          <div key={name} role="columnheader" className="px-1 text-center text-xs font-semibold text-muted uppercase">
            <abbr title={name} className="no-underline">
              {name.slice(0, 3)}
            </abbr>
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div role="row" key={week[0]} className="grid grid-cols-7 gap-1">
          {week.map((day) => {
            const dayMeals = byDay.get(day) ?? [];
            const inMonth = day.startsWith(month);
            const isToday = day === today;
            return (
              <div
                role="cell"
                key={day}
                data-testid={`day-${day}`}
                className={cn(
                  'grid min-h-20 min-w-0 content-start gap-1 rounded-xl border p-1 sm:min-h-24 sm:p-1.5',
                  inMonth ? 'bg-surface' : 'bg-cream',
                  isToday ? 'border-primary ring-1 ring-primary' : 'border-line',
                )}
              >
                <button
                  type="button"
                  onClick={() => onDay(day)}
                  aria-label={`${longDate(day)}: ${dayMeals.length === 0 ? 'no meals' : count(dayMeals.length, 'meal')}, open week`}
                  className={cn(
                    'inline-flex size-7 items-center justify-center justify-self-start rounded-full text-sm font-semibold hover:bg-sand',
                    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary',
                    inMonth ? 'text-ink' : 'text-muted',
                    isToday && 'bg-primary text-white hover:bg-primary-hover',
                  )}
                >
                  {dayOfMonth(day)}
                </button>
                {dayMeals.length > 0 ? (
                  <ul className="flex flex-wrap items-center" aria-label={`Meals on ${longDate(day)}`}>
                    {dayMeals.slice(0, MAX_DOTS).map((m) => (
                      <li key={m.id}>
                        <button
                          type="button"
                          onClick={() => onOpen(m)}
                          aria-label={`${MEAL_TYPE_LABELS[m.mealType]}: ${m.recipe.title}`}
                          title={`${MEAL_TYPE_LABELS[m.mealType]}: ${m.recipe.title}`}
                          className="inline-flex size-6 items-center justify-center rounded-full hover:bg-sand focus-visible:outline-2 focus-visible:outline-primary"
                        >
                          <span aria-hidden="true" className={cn('size-2.5 rounded-full', SLOT_DOT[m.mealType])} />
                        </button>
                      </li>
                    ))}
                    {dayMeals.length > MAX_DOTS ? (
                      <li className="px-0.5 text-xs font-semibold text-muted">+{dayMeals.length - MAX_DOTS}</li>
                    ) : null}
                  </ul>
                ) : null}
              </div>
            );
          })}
        </div>
      ))}
      <p className="mt-2 flex flex-wrap gap-4 text-sm text-muted">
        {(['breakfast', 'lunch', 'dinner'] as const).map((t) => (
          <span key={t} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('size-2.5 rounded-full', SLOT_DOT[t])} />
            {MEAL_TYPE_LABELS[t]}
          </span>
        ))}
      </p>
    </div>
  );
}

function CalendarSkeleton({ view }: { view: View }) {
  return (
    <div className="grid gap-2" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your meals...
      </span>
      {view === 'week' ? (
        <div className="grid gap-3 md:grid-cols-7 md:gap-2">
          {Array.from({ length: 7 }, (_, i) => (
            <Skeleton key={i} className="h-24 md:h-48" />
          ))}
        </div>
      ) : (
        <div className="grid grid-cols-7 gap-1">
          {Array.from({ length: 35 }, (_, i) => (
            <Skeleton key={i} className="h-20 sm:h-24" />
          ))}
        </div>
      )}
    </div>
  );
}
