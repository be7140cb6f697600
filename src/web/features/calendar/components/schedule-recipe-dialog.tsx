import { useState, type FormEvent, type ReactNode } from 'react';
import { CalendarPlus } from 'lucide-react';
import type { RecipeInput } from '../../../../shared/api/recipes';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { useScheduleMeal } from '../api/scheduled-meals';
import { isPlannableDate, ScheduleFields, type ScheduleValues } from './schedule-fields';

export const SCHEDULED_TOAST = { title: 'Meal Scheduled!', variant: 'success' } as const;
export const SCHEDULE_FAILED_TOAST = {
  title: 'Scheduling Failed',
  description: 'Failed to schedule the meal. Please try again.',
  variant: 'destructive',
} as const;

type Props = {
  recipe: RecipeInput & { id?: number };
  /** Servings planned (the card's scaler); the recipe's own when absent. */
  servings?: number;
  /** Called with the saved recipe when scheduling had to save a generated one first. */
  onSaved?: () => void;
  trigger: ReactNode;
};

/** The recipe card's Schedule dialog: a day (no past days) and breakfast, lunch or dinner. */
export function ScheduleRecipeDialog({ recipe, servings, onSaved, trigger }: Props) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<ScheduleValues>({ date: '', mealType: '' });
  const schedule = useScheduleMeal();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.date || !values.mealType || !isPlannableDate(values.date)) {
      toast({ title: 'Missing Information', description: 'Please select both a date and meal type.', variant: 'destructive' });
      return;
    }
    schedule.mutate(
      { recipe, date: values.date, mealType: values.mealType, ...(servings && servings !== recipe.servings ? { servings } : {}) },
      {
        onSuccess: ({ saved }) => {
          if (saved) onSaved?.();
          toast(SCHEDULED_TOAST);
          setOpen(false);
          setValues({ date: '', mealType: '' });
        },
        onError: () => toast(SCHEDULE_FAILED_TOAST),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>Schedule Meal</DialogTitle>
          <DialogDescription>Plan {recipe.title} on your meal calendar.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label="Schedule meal">
          <ScheduleFields values={values} onChange={setValues} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
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
