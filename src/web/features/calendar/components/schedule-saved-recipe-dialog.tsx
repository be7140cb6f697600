import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { CalendarPlus } from 'lucide-react';
import { buttonVariants, Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { FormField } from '../../../components/ui/form-field';
import { useMyRecipes } from '../../recipes';
import { useScheduleMeal } from '../api/scheduled-meals';
import { isPlannableDate, ScheduleFields, type ScheduleValues } from './schedule-fields';
import { SCHEDULE_FAILED_TOAST, SCHEDULED_TOAST } from './schedule-recipe-dialog';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialDate: string;
  onCloseAutoFocus?: (event: Event) => void;
};

/** 'Schedule Saved Recipe': one of the cook's saved recipes, a day and a slot. */
export function ScheduleSavedRecipeDialog({ open, onOpenChange, initialDate, onCloseAutoFocus }: Props) {
  const recipes = useMyRecipes();
  const schedule = useScheduleMeal();
  const selectId = useId();
  const [recipeId, setRecipeId] = useState('');
  const [values, setValues] = useState<ScheduleValues>({ date: initialDate, mealType: '' });

  useEffect(() => {
    if (open) {
      setValues({ date: initialDate, mealType: '' });
      setRecipeId('');
    }
  }, [open, initialDate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!recipeId || !values.date || !values.mealType || !isPlannableDate(values.date)) {
      toast({
        title: 'Missing Information',
        description: 'Please select a recipe, date, and meal type.',
        variant: 'destructive',
      });
      return;
    }
    const recipe = recipes.data?.find((r) => String(r.id) === recipeId);
    if (!recipe?.id) {
      toast({ title: 'Error', description: 'Selected recipe is invalid.', variant: 'destructive' });
      return;
    }
    schedule.mutate(
      { recipe, date: values.date, mealType: values.mealType },
      {
        onSuccess: () => {
          toast(SCHEDULED_TOAST);
          onOpenChange(false);
        },
        onError: () => toast(SCHEDULE_FAILED_TOAST),
      },
    );
  };

  const list = recipes.data ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="grid-cols-[minmax(0,1fr)]" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Schedule Saved Recipe</DialogTitle>
          <DialogDescription>Choose one of your saved recipes and when you will cook it.</DialogDescription>
        </DialogHeader>
        {recipes.isPending ? (
          <Skeleton className="h-40" />
        ) : list.length === 0 && !recipes.isError ? (
          <div className="grid gap-4">
            <p className="text-muted">You have no saved recipes yet. Save a recipe first, then plan it here.</p>
            <Link href="/" className={buttonVariants({ variant: 'outline' })}>
              Generate recipes
            </Link>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label="Schedule saved recipe">
            <FormField label="Recipe" id={selectId}>
              <NativeSelect id={selectId} value={recipeId} onChange={(e) => setRecipeId(e.target.value)}>
                <option value="">Choose a saved recipe</option>
                {list.map((r) => (
                  <option key={r.id} value={String(r.id)}>
                    {r.title}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <ScheduleFields values={values} onChange={setValues} />
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
        )}
      </DialogContent>
    </Dialog>
  );
}
