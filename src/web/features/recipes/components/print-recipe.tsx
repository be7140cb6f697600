import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Nutrition, RecipeInput } from '../../../../shared/api/recipes';
import type { MeasurementView } from '../../../../shared/kitchen/measurements';
import { formatGrams, formatMinutes, servingsLabel, titleCase } from '../lib/format';
import { scaledServings, scaleIngredients, scaleSteps } from '../lib/scaling';
import '../../../styles/print.css';

/** Spec section 9: print opens after 250 ms (the sheet renders first). */
export const PRINT_DELAY_MS = 250;

export type PrintableRecipe = Pick<
  RecipeInput,
  'title' | 'cuisine' | 'mealType' | 'cookingTime' | 'servings' | 'difficulty' | 'ingredients' | 'instructions'
> & { nutrition?: Nutrition };

type PrintJob = { recipe: PrintableRecipe; factor: number; note?: string; view?: MeasurementView };

/** The clean sheet that prints: no header, footer or buttons; ingredients and steps in black on white. */
export function PrintSheet({ recipe, factor, note, view }: PrintJob) {
  const n = recipe.nutrition;
  return (
    <article
      className="chowdr-print-sheet bg-white font-sans text-[12pt] leading-relaxed text-black"
      data-testid="print-sheet"
    >
      <p className="text-[10pt] tracking-widest text-black uppercase">Chowdr recipe</p>
      <h1 className="mt-1 font-serif text-[24pt] leading-tight font-bold text-black">{recipe.title}</h1>
      <p className="mt-2 text-[11pt] text-black">
        {[
          titleCase(recipe.cuisine),
          titleCase(recipe.mealType),
          formatMinutes(recipe.cookingTime),
          servingsLabel(scaledServings(recipe.servings, factor)),
          titleCase(recipe.difficulty),
        ].join(' · ')}
      </p>
      {note ? <p className="mt-2 text-[10pt] text-black italic">{note}</p> : null}
      <hr className="my-4 border-black" />
      <h2 className="font-serif text-[15pt] font-bold text-black">Ingredients</h2>
      <ul className="mt-2 list-outside list-disc columns-2 gap-10 pl-5">
        {scaleIngredients(recipe.ingredients, factor, view).map((line, i) => (
          <li key={`${i}-${line}`} className="mb-1 text-black">
            {line}
          </li>
        ))}
      </ul>
      <h2 className="mt-5 font-serif text-[15pt] font-bold text-black">Instructions</h2>
      <ol className="mt-2 list-outside list-decimal pl-6">
        {scaleSteps(recipe.instructions, factor, view).map((step, i) => (
          <li key={`${i}-${step.slice(0, 20)}`} className="mb-2 text-black">
            {step}
          </li>
        ))}
      </ol>
      {n ? (
        <p className="mt-5 border-t border-black pt-3 text-[10pt] text-black">
          Nutrition per serving: {Math.round(n.calories)} kcal · protein {formatGrams(n.protein)} · carbs{' '}
          {formatGrams(n.carbs)} · fat {formatGrams(n.fat)} · fiber {formatGrams(n.fiber)}
        </p>
      ) : null}
    </article>
  );
}

/**
 * print(recipe, factor, note, view) renders the sheet into <body>, hides the app from the printer and opens the
 * browser's print dialog 250 ms later. The sheet goes away when printing ends.
 */
export function usePrintRecipe(): {
  print: (recipe: PrintableRecipe, factor?: number, note?: string, view?: MeasurementView) => void;
  sheet: ReactNode;
} {
  const [job, setJob] = useState<PrintJob | null>(null);

  useEffect(() => {
    if (!job) return;
    const root = document.documentElement;
    root.classList.add('chowdr-printing');
    const timer = setTimeout(() => window.print(), PRINT_DELAY_MS);
    const done = () => setJob(null);
    window.addEventListener('afterprint', done);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', done);
      root.classList.remove('chowdr-printing');
    };
  }, [job]);

  const print = useCallback(
    (recipe: PrintableRecipe, factor = 1, note?: string, view?: MeasurementView) =>
      setJob({ recipe, factor, note, ...(view ? { view } : {}) }),
    [],
  );
  const sheet = job ? createPortal(<PrintSheet {...job} />, document.body) : null;
  return { print, sheet };
}
