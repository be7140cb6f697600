import type { CuisineOption, GenerationOptions, MealType, Texture } from '../../../../shared/api/recipes';
import { count } from '../../../lib/plural';

/** What the wizard's steps 1 and 2 collect. */
export type WizardForm = {
  cuisine: CuisineOption | null;
  servings: number;
  specialIngredient: string;
  maxCookingTime: number | null;
  mealType: MealType | null;
  texturePreference: Texture | null;
  creativeMode: boolean;
  creativeDirection: string;
  ignorePantry: boolean;
};

// Spec sections 2 and 9: servings 1, 2, 4 or 6 people (default 2); max cook time 15/30/45/60.
export const SERVING_CHOICES = [1, 2, 4, 6] as const;
export const DEFAULT_SERVINGS = 2;
export const SPECIAL_INGREDIENT_MAX = 100;
export const CREATIVE_DIRECTION_MAX = 300;

export const DEFAULT_WIZARD_FORM: WizardForm = {
  cuisine: null,
  servings: DEFAULT_SERVINGS,
  specialIngredient: '',
  maxCookingTime: null,
  mealType: null,
  texturePreference: null,
  creativeMode: false,
  creativeDirection: '',
  ignorePantry: false,
};

/** The request body for the form, or null without a cuisine (generate requires one; nothing happens). */
export function toGenerationOptions(form: WizardForm): GenerationOptions | null {
  if (!form.cuisine) return null;
  const special = form.specialIngredient.trim();
  const direction = form.creativeDirection.trim();
  return {
    cuisine: form.cuisine,
    servings: form.servings,
    ...(special ? { specialIngredient: special } : {}),
    ...(form.maxCookingTime ? { maxCookingTime: form.maxCookingTime } : {}),
    ...(form.mealType ? { mealType: form.mealType } : {}),
    ...(form.texturePreference ? { texturePreference: form.texturePreference } : {}),
    creativeMode: form.creativeMode,
    ...(form.creativeMode && direction ? { creativeDirection: direction } : {}),
    ignorePantry: form.ignorePantry,
    excludedRecipes: [],
  };
}

export function cookTimeLabel(minutes: number): string {
  return minutes === 60 ? '1 hour' : `${minutes} min`;
}

export function servingsChoiceLabel(n: number): string {
  return count(n, 'person', 'people');
}
