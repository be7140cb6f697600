import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { CalendarPlus } from 'lucide-react';
import type { ScheduleMealType } from '../../../../shared/kitchen/meal-slots';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/toast';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { todayLocal } from '../lib/dates';
import { scheduleProblem, type ScheduleFormValues } from '../lib/schedule-rules';
import { ScheduleFields } from './schedule-fields';

const loadSchema = () => import('../lib/schedule-schema');
const plain = lazyResolver<ScheduleFormValues, Awaited<ReturnType<typeof loadSchema>>>(
  loadSchema,
  (m) => m.scheduleResolver,
);
const withRecipe = lazyResolver<ScheduleFormValues, Awaited<ReturnType<typeof loadSchema>>>(
  loadSchema,
  (m) => m.scheduleWithRecipeResolver,
);

export type ScheduleSubmit = { recipeId: string; date: string; mealType: ScheduleMealType };

export const SCHEDULE_FAILED_TOAST = {
  title: 'Scheduling Failed',
  description: 'Failed to schedule the meal. Please try again.',
  variant: 'destructive',
} as const;

type ScheduleFormProps = {
  /** The saved recipes to choose from (the calendar's dialog); without it the recipe is given. */
  recipes?: { id?: number; title: string }[];
  initialDate?: string;
  initialMealType?: ScheduleMealType | '';
  dateLabel?: string;
  label: string;
  submitLabel?: ReactNode;
  pending: boolean;
  /** Rejects when the server refuses; the form then shows `failure` inline and as a toast. */
  onSchedule: (values: ScheduleSubmit) => Promise<unknown>;
  failure?: { title: string; description: string };
  onCancel: () => void;
};

/**
 * The one schedule form (the recipe card's Schedule Meal, the calendar's Schedule Saved Recipe and a
 * meal's Move): starts on today, checks with scheduleProblem (lib/schedule-rules.ts), and shows every
 * problem both inline beside its buttons and as the spec's toast (a toast is gone after 5 s).
 */
export function ScheduleForm({
  recipes,
  initialDate = todayLocal(),
  initialMealType = '',
  dateLabel,
  label,
  submitLabel = 'Schedule',
  pending,
  onSchedule,
  failure = SCHEDULE_FAILED_TOAST,
  onCancel,
}: ScheduleFormProps) {
  const needRecipe = recipes !== undefined;
  const { resolver, preload } = needRecipe ? withRecipe : plain;
  const form = useForm<ScheduleFormValues>({
    resolver,
    defaultValues: { recipeId: '', date: initialDate, mealType: initialMealType },
  });
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();
  const values = form.watch();

  const onSubmit = form.handleSubmit(
    async (valid) => {
      setError(null);
      try {
        await onSchedule({ ...valid, mealType: valid.mealType as ScheduleMealType });
      } catch {
        setError(failure.description);
        toast({ ...failure, variant: 'destructive' });
      }
    },
    () => {
      const problem = scheduleProblem(form.getValues(), needRecipe);
      if (!problem) return;
      setError(problem.message);
      toast({ title: problem.title, description: problem.message, variant: 'destructive' });
    },
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void preload().catch(() => undefined)}
      noValidate
      className="grid gap-6"
      aria-label={label}
    >
      {recipes ? (
        <FormField label="Recipe" id={selectId}>
          <NativeSelect {...form.register('recipeId')}>
            <option value="">Choose a saved recipe</option>
            {recipes.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.title}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      <ScheduleFields
        values={{ date: values.date, mealType: values.mealType }}
        dateLabel={dateLabel}
        invalidDate={error !== null && form.formState.errors.date !== undefined}
        onChange={(next) => {
          form.setValue('date', next.date);
          form.setValue('mealType', next.mealType);
        }}
      />
      {error ? (
        <Alert variant="error" data-testid="schedule-error">
          {error}
        </Alert>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {pending ? null : <CalendarPlus aria-hidden="true" />}
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
