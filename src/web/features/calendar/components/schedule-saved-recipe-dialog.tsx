import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { useMyRecipes } from '../../recipes';
import { useScheduleMeal } from '../api/scheduled-meals';
import { todayLocal } from '../lib/dates';
import { ScheduleForm } from './schedule-form';
import { SCHEDULED_TOAST } from './schedule-recipe-dialog';

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
          <ScheduleForm
            label="Schedule saved recipe"
            recipes={list}
            initialDate={initialDate < todayLocal() ? todayLocal() : initialDate}
            pending={schedule.isPending}
            onCancel={() => onOpenChange(false)}
            onSchedule={async ({ recipeId, date, mealType }) => {
              const recipe = list.find((r) => String(r.id) === recipeId);
              if (!recipe?.id) {
                toast({ title: 'Error', description: 'Selected recipe is invalid.', variant: 'destructive' });
                return;
              }
              await schedule.mutateAsync({ recipe, date, mealType });
              toast(SCHEDULED_TOAST);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
