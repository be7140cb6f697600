import { useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { Lock, LockOpen, RefreshCw, Sparkles } from 'lucide-react';
import type { GeneratePlanBody, PlannedMeal } from '../../../../shared/api/meal-plans';
import { MEAL_TYPE_LABELS, SCHEDULE_MEAL_TYPES } from '../../../../shared/kitchen/meal-slots';
import { CUISINES } from '../../../../shared/kitchen/types';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast';
import { ToggleGroup, ToggleGroupItem } from '../../../components/ui/toggle-group';
import { cn } from '../../../lib/cn';
import { count } from '../../../lib/plural';
import { generatePlan, useSavePlan } from '../api/meal-plans';
import { addDays, dayOfMonth, longDate, todayLocal, WEEKDAY_NAMES } from '../lib/dates';
import { SLOT_BORDER } from './slot-colors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { MAX_PLAN_DAYS, type PlanOptions } from '../lib/plan-options';

const loadSchema = () => import('../lib/plan-options-schema');
const { resolver, preload } = lazyResolver<PlanOptions, Awaited<ReturnType<typeof loadSchema>>>(
  loadSchema,
  (m) => m.planOptionsResolver,
);

const TIME_LIMITS = ['', '15', '20', '30', '45', '60', '90'] as const;
const SHARES = [
  { value: '0', label: 'None: all new recipes' },
  { value: '0.25', label: 'Up to a quarter' },
  { value: '0.5', label: 'Up to half' },
  { value: '1', label: 'As many as fit' },
];
const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const slotKey = (m: { date: string; mealType: string }) => `${m.date}|${m.mealType}`;

/**
 * Plan my week (issue 28): the options, then the proposal in a week grid (a list of days on a
 * phone) with a lock and 'Try another' on each meal, then 'Save plan', which schedules it all and
 * hands the range to the shopping list.
 */
export function PlanWeekDialog({
  open,
  onOpenChange,
  initialDate,
  onSaved,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialDate: string;
  /** After saving: the plan's first and last day. */
  onSaved: (range: { start: string; end: string }) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-6xl grid-cols-[minmax(0,1fr)]" onCloseAutoFocus={onCloseAutoFocus}>
        {open ? <Planner initialDate={initialDate} onSaved={onSaved} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Planner({
  initialDate,
  onSaved,
}: {
  initialDate: string;
  onSaved: (range: { start: string; end: string }) => void;
}) {
  const today = todayLocal();
  const form = useForm<PlanOptions>({
    resolver,
    mode: 'onChange',
    defaultValues: {
      startDate: initialDate < today ? today : initialDate,
      days: '7',
      mealTypes: [...SCHEDULE_MEAL_TYPES],
      servings: '2',
      cuisines: [],
      weekday: '30',
      weekend: '60',
      usePantry: true,
      savedShare: '0',
    },
  });
  const { errors } = form.formState;
  const [plan, setPlan] = useState<PlannedMeal[] | null>(null);
  const [notes, setNotes] = useState<string[]>([]);
  const [locked, setLocked] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useSavePlan();

  const body = (lockedMeals: PlannedMeal[] = []): GeneratePlanBody => {
    const options = form.getValues();
    return {
      startDate: options.startDate,
      days: Number(options.days),
      mealTypes: options.mealTypes,
      servings: Number(options.servings),
      cuisines: options.cuisines as GeneratePlanBody['cuisines'],
      maxCookingTime: {
        ...(options.weekday ? { weekday: Number(options.weekday) } : {}),
        ...(options.weekend ? { weekend: Number(options.weekend) } : {}),
      },
      usePantry: options.usePantry,
      savedShare: Number(options.savedShare),
      lockedMeals: lockedMeals.map((m) => ({ date: m.date, mealType: m.mealType, recipe: m.recipe })),
    };
  };

  /** Asks for a plan with `lockedMeals` kept; `accept` may refuse an answer once or twice (then it is asked again). */
  const run = async (
    what: string,
    lockedMeals: PlannedMeal[],
    apply: (answer: PlannedMeal[], n: string[]) => void,
    accept: (answer: PlannedMeal[]) => boolean = () => true,
  ) => {
    setBusy(what);
    setError(null);
    try {
      let answer = await generatePlan(body(lockedMeals));
      for (let tries = 1; tries < 3 && !accept(answer.plan); tries++) answer = await generatePlan(body(lockedMeals));
      apply(answer.plan, answer.notes);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not plan the week. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  const planWeek = () =>
    void run(
      'plan',
      (plan ?? []).filter((m) => locked.has(slotKey(m))),
      (answer, n) => {
        setPlan(answer);
        setNotes(n);
      },
    );

  // Another dish for one meal: every other meal is sent as locked, and the same dish again is not taken.
  const tryAnother = (meal: PlannedMeal) => {
    const other = (answer: PlannedMeal[]) =>
      answer.find((m) => slotKey(m) === slotKey(meal) && m.recipe.title !== meal.recipe.title);
    void run(
      slotKey(meal),
      (plan ?? []).filter((m) => slotKey(m) !== slotKey(meal)),
      (answer, n) => {
        const fresh = other(answer);
        if (!fresh) {
          toast({ title: 'No other dish fits this meal', description: 'Try a longer time limit or more cuisines.' });
          return;
        }
        setPlan((prev) => (prev ?? []).map((m) => (slotKey(m) === slotKey(meal) ? fresh : m)));
        setNotes(n);
      },
      (answer) => Boolean(other(answer)),
    );
  };

  const savePlan = async () => {
    if (!plan?.length) return;
    setError(null);
    try {
      await save.mutateAsync({
        plan: plan.map((m) => ({ date: m.date, mealType: m.mealType, recipe: m.recipe })),
      });
      toast({
        title: 'Plan saved',
        description: `${count(plan.length, 'meal')} on your calendar.`,
        variant: 'success',
      });
      const dates = plan.map((m) => m.date).sort();
      onSaved({ start: dates[0]!, end: dates.at(-1)! });
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not save the plan. Please try again.');
    }
  };

  const onSubmit = form.handleSubmit(() => planWeek());

  return (
    <>
      <DialogHeader>
        <DialogTitle>Plan my week</DialogTitle>
        <DialogDescription>
          {plan
            ? 'Lock the meals you like, try another for the rest, then save the plan.'
            : 'A week of meals from your pantry in one step; only empty slots are filled.'}
        </DialogDescription>
      </DialogHeader>

      {error ? (
        <Alert variant="error" title="Could not plan">
          {error}
        </Alert>
      ) : null}

      {plan === null ? (
        <form
          className="grid gap-5"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          onFocus={() => void preload().catch(() => undefined)}
        >
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label="First day" error={errors.startDate?.message}>
              <Input type="date" min={today} {...form.register('startDate')} />
            </FormField>
            <FormField label="Days" error={errors.days?.message}>
              <Input type="number" inputMode="numeric" min={1} max={MAX_PLAN_DAYS} {...form.register('days')} />
            </FormField>
            <FormField label="Servings" error={errors.servings?.message}>
              <Input type="number" inputMode="numeric" min={1} max={12} {...form.register('servings')} />
            </FormField>
          </div>
          <ChipsField
            form={form}
            name="mealTypes"
            legend="Meals"
            ariaLabel="Meals to plan"
            options={SCHEDULE_MEAL_TYPES}
            label={(t) => MEAL_TYPE_LABELS[t]}
            error={errors.mealTypes?.message}
          />
          <ChipsField
            form={form}
            name="cuisines"
            legend="Cuisines"
            ariaLabel="Cuisines (none chosen: any you have not disliked)"
            options={CUISINES}
            label={title}
            hint="None chosen: any cuisine you have not disliked."
          />
          <div className="grid gap-4 sm:grid-cols-3">
            {(
              [
                ['weekday', 'Weeknight time limit'],
                ['weekend', 'Weekend time limit'],
              ] as const
            ).map(([key, label]) => (
              <FormField key={key} label={label}>
                <NativeSelect {...form.register(key)}>
                  {TIME_LIMITS.map((m) => (
                    <option key={m} value={m}>
                      {m ? `${m} minutes` : 'No limit'}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            ))}
            <FormField label="From my saved recipes">
              <NativeSelect {...form.register('savedShare')}>
                {SHARES.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <div className="flex items-center gap-3">
            <Controller
              control={form.control}
              name="usePantry"
              render={({ field }) => (
                <Switch id="plan-use-pantry" checked={field.value} onCheckedChange={field.onChange} />
              )}
            />
            <Label htmlFor="plan-use-pantry">Use my pantry</Label>
          </div>
          <DialogFooter>
            <Button type="submit" disabled={busy !== null}>
              <Sparkles aria-hidden="true" />
              {busy ? 'Planning...' : 'Plan my week'}
            </Button>
          </DialogFooter>
        </form>
      ) : (
        <div className="grid gap-4">
          <ProposalGrid
            plan={plan}
            locked={locked}
            busy={busy}
            onToggleLock={(m) =>
              setLocked((prev) => {
                const next = new Set(prev);
                if (next.has(slotKey(m))) next.delete(slotKey(m));
                else next.add(slotKey(m));
                return next;
              })
            }
            onTryAnother={tryAnother}
          />
          {notes.length ? (
            <ul className="grid gap-1 text-sm text-muted" aria-label="Notes on this plan">
              {notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          ) : null}
          <p role="status" className="sr-only">
            {busy ? 'Planning...' : `${count(plan.length, 'meal')} proposed, ${locked.size} locked.`}
          </p>
          <DialogFooter>
            <Button
              variant="outline"
              onClick={() => {
                setPlan(null);
                setError(null);
              }}
            >
              Change options
            </Button>
            <Button variant="outline" disabled={busy !== null} onClick={planWeek}>
              <RefreshCw aria-hidden="true" />
              Plan the unlocked meals again
            </Button>
            <Button disabled={busy !== null || save.isPending || plan.length === 0} onClick={() => void savePlan()}>
              {save.isPending ? 'Saving...' : 'Save plan'}
            </Button>
          </DialogFooter>
        </div>
      )}
    </>
  );
}

/** The proposal as the calendar's week: seven columns on wide screens, a list of days on a phone. */
/** A fieldset of chips, any number chosen, held by the plan form. */
function ChipsField<K extends 'mealTypes' | 'cuisines'>({
  form,
  name,
  legend,
  ariaLabel,
  options,
  label,
  error,
  hint,
}: {
  form: UseFormReturn<PlanOptions>;
  name: K;
  legend: string;
  ariaLabel: string;
  options: readonly PlanOptions[K][number][];
  label: (value: PlanOptions[K][number]) => string;
  error?: string;
  hint?: string;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-semibold">{legend}</legend>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <ToggleGroup
            type="multiple"
            aria-label={ariaLabel}
            value={field.value as string[]}
            onValueChange={field.onChange}
          >
            {options.map((o) => (
              <ToggleGroupItem key={o} value={o}>
                {label(o)}
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
        )}
      />
      {error ? <p className="text-sm font-medium text-danger-ink">{error}</p> : null}
      {hint ? <p className="text-sm text-muted">{hint}</p> : null}
    </fieldset>
  );
}

function ProposalGrid({
  plan,
  locked,
  busy,
  onToggleLock,
  onTryAnother,
}: {
  plan: PlannedMeal[];
  locked: Set<string>;
  busy: string | null;
  onToggleLock: (meal: PlannedMeal) => void;
  onTryAnother: (meal: PlannedMeal) => void;
}) {
  const dates = [...new Set(plan.map((m) => m.date))].sort();
  const allDays = dates.length
    ? Array.from({ length: Math.round((Date.parse(dates.at(-1)!) - Date.parse(dates[0]!)) / 86_400_000) + 1 }, (_, i) =>
        addDays(dates[0]!, i),
      )
    : [];
  return (
    <ol className="grid gap-3 md:grid-cols-7 md:gap-2" aria-label="Proposed meals by day">
      {allDays.map((day) => {
        const meals = plan.filter((m) => m.date === day);
        return (
          <li
            key={day}
            data-testid={`plan-day-${day}`}
            className="grid min-w-0 content-start gap-2 rounded-2xl border border-line bg-surface p-3"
          >
            <h3 className="text-sm font-semibold">
              <span className="md:hidden">{longDate(day)}</span>
              {/* A narrow column: 'Fri 27' (the whole date stays for screen readers). */}
              <span className="hidden md:inline" aria-hidden="true">
                {WEEKDAY_NAMES[new Date(`${day}T12:00:00Z`).getUTCDay()]!.slice(0, 3)} {dayOfMonth(day)}
              </span>
              <span className="sr-only max-md:hidden">{longDate(day)}</span>
            </h3>
            {meals.length === 0 ? (
              <p className="text-sm text-muted">Already planned</p>
            ) : (
              <ul className="grid gap-2">
                {meals.map((m) => {
                  const key = slotKey(m);
                  const isLocked = locked.has(key);
                  const what = `${MEAL_TYPE_LABELS[m.mealType]} on ${longDate(m.date)}`;
                  return (
                    <li
                      key={key}
                      data-testid={`plan-${key}`}
                      className={cn(
                        'grid min-w-0 gap-1 rounded-lg border-l-4 bg-sand/70 px-2.5 py-2',
                        SLOT_BORDER[m.mealType],
                        isLocked && 'ring-1 ring-primary',
                      )}
                    >
                      <span className="text-xs font-semibold tracking-wide text-muted uppercase">
                        {MEAL_TYPE_LABELS[m.mealType]}
                      </span>
                      <span className="text-sm font-medium break-words text-ink">{m.recipe.title}</span>
                      <span className="text-xs text-muted">
                        {title(m.recipe.cuisine)} · {m.recipe.cookingTime} min{m.source === 'saved' ? ' · saved' : ''}
                      </span>
                      <span className="flex gap-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-11 md:size-9"
                          aria-pressed={isLocked}
                          aria-label={`Lock ${what}`}
                          title={isLocked ? 'Unlock' : 'Lock'}
                          onClick={() => onToggleLock(m)}
                        >
                          {isLocked ? <Lock aria-hidden="true" /> : <LockOpen aria-hidden="true" />}
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-11 md:size-9"
                          aria-label={`Try another ${what}`}
                          title="Try another"
                          disabled={isLocked || busy !== null}
                          onClick={() => onTryAnother(m)}
                        >
                          <RefreshCw aria-hidden="true" className={cn(busy === key && 'animate-spin')} />
                        </Button>
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
