import { useState, type FormEvent } from 'react';
import { CalendarPlus } from 'lucide-react';
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
import type { LazyDialogProps } from '../../../components/ui/lazy-dialog';
import { toast } from '../../../components/ui/toast';
import type { ScheduleRecipeDialogProps } from '../../recipes';
import { useScheduleMeal } from '../api/scheduled-meals';
import { isPlannableDate, ScheduleFields, type ScheduleValues } from './schedule-fields';

export const SCHEDULED_TOAST = { title: 'Meal Scheduled!', variant: 'success' } as const;
export const SCHEDULE_FAILED_TOAST = {
  title: 'Scheduling Failed',
  description: 'Failed to schedule the meal. Please try again.',
  variant: 'destructive',
} as const;

/** The recipe card's Schedule dialog: a day (no past days) and breakfast, lunch or dinner. */
export function ScheduleRecipeDialog({
  recipe,
  servings,
  onSaved,
  open,
  onOpenChange,
  returnFocusTo,
}: ScheduleRecipeDialogProps & LazyDialogProps) {
  const [values, setValues] = useState<ScheduleValues>({ date: '', mealType: '' });
  const schedule = useScheduleMeal();
  // The spec's toasts, and the same words inline beside the buttons (a toast is gone after 5 s).
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.date || !values.mealType || !isPlannableDate(values.date)) {
      setError('Please select both a date and meal type.');
      toast({
        title: 'Missing Information',
        description: 'Please select both a date and meal type.',
        variant: 'destructive',
      });
      return;
    }
    setError(null);
    schedule.mutate(
      {
        recipe,
        date: values.date,
        mealType: values.mealType,
        ...(servings && servings !== recipe.servings ? { servings } : {}),
      },
      {
        onSuccess: ({ saved }) => {
          if (saved) onSaved?.();
          toast(SCHEDULED_TOAST);
          onOpenChange(false);
          setValues({ date: '', mealType: '' });
        },
        onError: () => {
          setError(SCHEDULE_FAILED_TOAST.description);
          toast(SCHEDULE_FAILED_TOAST);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="grid-cols-[minmax(0,1fr)]"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Schedule Meal</DialogTitle>
          <DialogDescription>Plan {recipe.title} on your meal calendar.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label="Schedule meal">
          <ScheduleFields values={values} onChange={setValues} />
          {error ? (
            <Alert variant="error" data-testid="schedule-error">
              {error}
            </Alert>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={schedule.isPending}>
              {schedule.isPending ? null : <CalendarPlus aria-hidden="true" />}
              Schedule
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
