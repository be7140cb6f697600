import { useEffect, useId, useState } from 'react';
import { ArrowRightLeft, Trash2 } from 'lucide-react';
import type { ScheduledMeal } from '../../../../shared/api/scheduled-meals';
import { MEAL_TYPE_LABELS } from '../../../../shared/kitchen/meal-slots';
import { convertIngredientLine, convertStepText } from '../../../../shared/kitchen/measurements';
import { scaleIngredientLine } from '../../../../shared/kitchen/units';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { IngredientList, InstructionList, NutritionFacts, RecipeBadges, RecipeMeta } from '../../recipes';
import { useMeasurementView } from '../../measurements';
import { useMoveMeal, useRemoveMeal } from '../api/scheduled-meals';
import { longDate, todayLocal } from '../lib/dates';
import { ScheduleForm, type ScheduleSubmit } from './schedule-form';

const MOVE_FAILED = { title: 'Move failed', description: 'Failed to move the meal. Please try again.' };

/** A planned meal: the recipe (scaled to the servings planned), with move and remove. */
export function MealDetailDialog({
  meal,
  onClose,
  onCloseAutoFocus,
}: {
  meal: ScheduledMeal | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  // Keep the last meal while the dialog animates out.
  const [shown, setShown] = useState<ScheduledMeal | null>(meal);
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

function MealDetail({ meal, onClose }: { meal: ScheduledMeal; onClose: () => void }) {
  const id = useId();
  const recipe = meal.recipe;
  const factor = meal.servings / recipe.servings;
  const { view } = useMeasurementView();
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
    remove.mutate(meal.id, {
      onSuccess: () => {
        toast({
          title: 'Meal removed',
          description: `${recipe.title} was taken off your calendar.`,
          variant: 'success',
        });
        onClose();
      },
      onError: () =>
        toast({
          title: 'Remove failed',
          description: 'Failed to remove the meal. Please try again.',
          variant: 'destructive',
        }),
    });
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

      <div className="grid gap-6">
        <IngredientList
          id={`${id}-ingredients`}
          lines={recipe.ingredients.map((l) =>
            view ? convertIngredientLine(l, view.unitSystem, factor) : scaleIngredientLine(l, factor),
          )}
          level={3}
        />
        <InstructionList
          id={`${id}-instructions`}
          steps={recipe.instructions.map((step) => (view ? convertStepText(step, view, factor) : step))}
          level={3}
        />
        <NutritionFacts id={`${id}-nutrition`} nutrition={recipe.nutrition} level={3} />
      </div>
    </>
  );
}
