import type { AttachedRecipe } from '../../../../shared/api/chat';

/** Spec section 2: this window event opens the chat about a recipe. */
export const OPEN_CHAT_EVENT = 'openChatWithRecipe';

export type OpenChatDetail = { recipe: AttachedRecipe; suggestedQuestion?: string };

/** What the input is prefilled with when the chat opens for a recipe. */
export function prefillFor(detail: OpenChatDetail): string {
  return detail.suggestedQuestion?.trim() || `I have a question about the "${detail.recipe.title}" recipe. `;
}

/** Reads the event's detail defensively: any script can dispatch it. */
export function readOpenChatDetail(event: Event): OpenChatDetail | null {
  const detail = (event as CustomEvent<unknown>).detail as Partial<OpenChatDetail> | null | undefined;
  const recipe = detail?.recipe;
  if (!recipe || typeof recipe !== 'object' || typeof recipe.title !== 'string' || !recipe.title.trim()) return null;
  const pick = <T>(v: unknown, ok: (v: unknown) => boolean) => (ok(v) ? (v as T) : undefined);
  const isStrings = (v: unknown) => Array.isArray(v) && v.every((s) => typeof s === 'string' && s.trim().length > 0);
  const cleaned: AttachedRecipe = {
    title: recipe.title.trim().slice(0, 200),
    cuisine: pick<string>(recipe.cuisine, (v) => typeof v === 'string' && v.trim().length > 0 && v.length <= 40),
    mealType: pick<string>(recipe.mealType, (v) => typeof v === 'string' && v.trim().length > 0 && v.length <= 40),
    cookingTime: pick<number>(
      recipe.cookingTime,
      (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 1440,
    ),
    servings: pick<number>(recipe.servings, (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 100),
    ingredients: pick<string[]>(recipe.ingredients, (v) => isStrings(v) && (v as string[]).length <= 100)?.map((s) =>
      s.slice(0, 300),
    ),
    instructions: pick<string[]>(recipe.instructions, (v) => isStrings(v) && (v as string[]).length <= 60)?.map((s) =>
      s.slice(0, 2000),
    ),
    nutrition: pick(
      recipe.nutrition,
      (v) =>
        typeof v === 'object' &&
        v !== null &&
        ['calories', 'protein', 'carbs', 'fat', 'fiber'].every(
          (k) => typeof (v as Record<string, unknown>)[k] === 'number' && ((v as Record<string, number>)[k] ?? -1) >= 0,
        ),
    ),
  };
  for (const k of Object.keys(cleaned) as (keyof AttachedRecipe)[]) if (cleaned[k] === undefined) delete cleaned[k];
  const suggestedQuestion =
    typeof detail?.suggestedQuestion === 'string' ? detail.suggestedQuestion.slice(0, 4000) : undefined;
  return { recipe: cleaned, ...(suggestedQuestion ? { suggestedQuestion } : {}) };
}

/** The panel's state (spec section 4): closed, open or minimized. */
export type ChatView = 'closed' | 'open' | 'minimized';

/** An open request from a recipe card; the nonce tells two asks about one recipe apart. */
export type OpenRequest = OpenChatDetail & { nonce: number };
