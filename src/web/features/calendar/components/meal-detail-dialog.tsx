import { useEffect, useId, useState } from 'react';
import { ArrowRightLeft, Trash2 } from 'lucide-react';
import type { ScheduledMealSummary } from '../../../../shared/api/scheduled-meals';
import { MEAL_TYPE_LABELS } from '../../../../shared/kitchen/meal-slots';
import { convertIngredientLine, convertStepText } from '../../../../shared/kitchen/measurements';
import { scaleIngredientLine } from '../../../../shared/kitchen/units';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { IngredientList, InstructionList, NutritionFacts, RecipeBadges, RecipeMeta } from '../../recipes';
import { useMeasurementView } from '../../measurements';
import { useMoveMeal, useRemoveMeal, useScheduledMeal } from '../api/scheduled-meals';
import { longDate, todayLocal } from '../lib/dates';
import { ScheduleForm, type ScheduleSubmit } from './schedule-form';

const MOVE_FAILED = { title: 'Move failed', description: 'Failed to move the meal. Please try again.' };

/**
 * A planned meal: the recipe (scaled to the servings planned), with move and remove. The calendar
 * holds a summary of each meal; the whole recipe is read when the meal is opened.
 */
export function MealDetailDialog({
  meal,
  onClose,
  onCloseAutoFocus,
}: {
  meal: ScheduledMealSummary | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  // Keep the last meal while the dialog animates out.
  const [shown, setShown] = useState<ScheduledMealSummary | null>(meal);
  useEffect(() => {
    if (meal) setShown(meal);
  }, [meal]);
  return (
    <Dialog open={meal !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl grid-cols-[minmax(0,1fr)]" onCloseAutoFocus={onCloseAutoFocus}>
        {shown ? <MealDetail meal={shown} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function MealDetail({ meal, onClose }: { meal: ScheduledMealSummary; onClose: () => void }) {
  const id = useId();
  const recipe = meal.recipe;
  const full = useScheduledMeal(meal.id);
  const { view } = useMeasurementView();
  const factor = full.data ? full.data.servings / full.data.recipe.servings : 1;
  const move = useMoveMeal();
  const remove = useRemoveMeal();
  const [moving, setMoving] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const onMove = async ({ date, mealType }: ScheduleSubmit) => {
    const moved = await move.mutateAsync({ id: meal.id, date, mealType });
    toast({
      title: 'Meal moved',
      description: `${recipe.title} is now ${MEAL_TYPE_LABELS[moved.mealType].toLowerCase()} on ${longDate(moved.date)}.`,
      variant: 'success',
    });
    onClose();
  };

  const onRemove = () => {
    // mutateAsync: the toast comes even when the dialog has closed (the meal left the calendar) first.
    remove.mutateAsync(meal.id).then(
      () => {
        toast({
          title: 'Meal removed',
          description: `${recipe.title} was taken off your calendar.`,
          variant: 'success',
        });
        onClose();
      },
      () =>
        toast({
          title: 'Remove failed',
          description: 'Failed to remove the meal. Please try again.',
          variant: 'destructive',
        }),
    );
  };

  return (
    <>
      <DialogHeader>
        <RecipeBadges cuisine={recipe.cuisine} mealType={recipe.mealType} />
        <DialogTitle>{recipe.title}</DialogTitle>
        <DialogDescription>
          {MEAL_TYPE_LABELS[meal.mealType]} on {longDate(meal.date)}
        </DialogDescription>
      </DialogHeader>
      <RecipeMeta cookingTime={recipe.cookingTime} servings={meal.servings} difficulty={recipe.difficulty} />

      {confirming ? (
        <p className="text-sm text-ink" role="status">
          Remove this meal from your calendar? The recipe stays saved.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant={moving ? 'secondary' : 'outline'} aria-expanded={moving} onClick={() => setMoving((v) => !v)}>
          <ArrowRightLeft aria-hidden="true" />
          Move
        </Button>
        {confirming ? (
          <>
            <Button variant="destructive" loading={remove.isPending} onClick={onRemove}>
              Yes, remove
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button variant="outline" className="text-danger-ink" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Remove from calendar
          </Button>
        )}
      </div>

      {moving ? (
        <div className="rounded-2xl border border-line bg-cream p-4">
          <ScheduleForm
            label="Move meal"
            dateLabel="New date"
            initialDate={meal.date < todayLocal() ? todayLocal() : meal.date}
            initialMealType={meal.mealType}
            submitLabel="Move meal"
            pending={move.isPending}
            failure={MOVE_FAILED}
            onCancel={() => setMoving(false)}
            onSchedule={onMove}
          />
        </div>
      ) : null}

      {full.data ? (
        // Scaled to the servings planned, in the cook's units.
        <div className="grid gap-6">
          <IngredientList
            id={`${id}-ingredients`}
            lines={full.data.recipe.ingredients.map((l) =>
              view ? convertIngredientLine(l, view.unitSystem, factor) : scaleIngredientLine(l, factor),
            )}
            level={3}
          />
          <InstructionList
            id={`${id}-instructions`}
            steps={full.data.recipe.instructions.map((step) => (view ? convertStepText(step, view, factor) : step))}
            level={3}
          />
          <NutritionFacts id={`${id}-nutrition`} nutrition={full.data.recipe.nutrition} level={3} />
        </div>
      ) : full.isError ? (
        <Alert variant="error" title="Could not load the recipe">
          <span className="grid justify-items-start gap-2">
            Check your connection and try again.
            <Button variant="outline" size="sm" onClick={() => void full.refetch()}>
              Try Again
            </Button>
          </span>
        </Alert>
      ) : (
        <div className="grid gap-3" role="status" aria-label="Loading the recipe">
          <Skeleton className="h-6 w-32" />
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-5" />
          ))}
          <Skeleton className="mt-3 h-6 w-32" />
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      )}
    </>
  );
}
