import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import type { LazyDialogProps } from '../../../components/ui/lazy-dialog';
import { toast } from '../../../components/ui/toast';
import type { ScheduleRecipeDialogProps } from '../../recipes';
import { useScheduleMeal } from '../api/scheduled-meals';
import { ScheduleForm } from './schedule-form';

export const SCHEDULED_TOAST = { title: 'Meal Scheduled!', variant: 'success' } as const;
export { SCHEDULE_FAILED_TOAST } from './schedule-form';

/** The recipe card's Schedule dialog: a day (today first, no past days) and breakfast, lunch or dinner. */
export function ScheduleRecipeDialog({
  recipe,
  servings,
  onSaved,
  open,
  onOpenChange,
  returnFocusTo,
}: ScheduleRecipeDialogProps & LazyDialogProps) {
  const schedule = useScheduleMeal();

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
        <ScheduleForm
          label="Schedule meal"
          pending={schedule.isPending}
          onCancel={() => onOpenChange(false)}
          onSchedule={async ({ date, mealType }) => {
            const { saved } = await schedule.mutateAsync({
              recipe,
              date,
              mealType,
              ...(servings && servings !== recipe.servings ? { servings } : {}),
            });
            if (saved) onSaved?.();
            toast(SCHEDULED_TOAST);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
