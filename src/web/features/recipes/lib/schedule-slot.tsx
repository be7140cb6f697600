import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import type { RecipeInput } from '../../../../shared/api/recipes';

export type ScheduleRecipeDialogProps = {
  recipe: RecipeInput & { id?: number };
  /** Servings planned (the card's scaler); the recipe's own when absent. */
  servings?: number;
  /** Called with the saved recipe when scheduling had to save a generated one first. */
  onSaved?: () => void;
};

/** A trigger that opens the Schedule dialog for one recipe (lazyDialog's component). */
export type ScheduleDialogTrigger = ComponentType<ScheduleRecipeDialogProps & { trigger: ReactElement }>;

/**
 * The recipe card's Schedule dialog belongs to the calendar, and the calendar builds on recipes.
 * The app provides the dialog here (app/providers.tsx), so recipes never import the calendar.
 * Without a provider the card offers no Schedule button.
 */
const ScheduleDialogContext = createContext<ScheduleDialogTrigger | null>(null);

export const ScheduleDialogProvider = ScheduleDialogContext.Provider;

export function useScheduleDialog(): ScheduleDialogTrigger | null {
  return useContext(ScheduleDialogContext);
}
