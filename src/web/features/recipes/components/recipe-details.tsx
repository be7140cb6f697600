import type { ReactNode } from 'react';
import { Clock, Gauge, Users } from 'lucide-react';
import type { RecipeNutrition } from '../../../../shared/api/recipes';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatGrams, formatMinutes, servingsLabel, titleCase } from '../lib/format';

/** Cuisine and meal type as badges. */
export function RecipeBadges({
  cuisine,
  mealType,
  className,
}: {
  cuisine: string;
  mealType: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap gap-1.5', className)}>
      <Badge>{titleCase(cuisine)}</Badge>
      <Badge variant="secondary">{titleCase(mealType)}</Badge>
    </div>
  );
}

/** Time, servings and difficulty in one line of icons. */
export function RecipeMeta({
  cookingTime,
  servings,
  difficulty,
  className,
}: {
  cookingTime: number;
  servings: number;
  difficulty: string;
  className?: string;
}) {
  const items: [ReactNode, string, string][] = [
    [<Clock key="t" aria-hidden="true" className="size-4" />, 'Time', formatMinutes(cookingTime)],
    [<Users key="s" aria-hidden="true" className="size-4" />, 'Servings', servingsLabel(servings)],
    [<Gauge key="d" aria-hidden="true" className="size-4" />, 'Difficulty', titleCase(difficulty)],
  ];
  return (
    <dl className={cn('flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted', className)}>
      {items.map(([icon, term, value]) => (
        <div key={term} className="inline-flex items-center gap-1.5">
          {icon}
          <dt className="sr-only">{term}</dt>
          <dd className="font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Heading level of a detail section: h4 inside a card (h3 title), h2 on a page of its own. */
export type DetailLevel = 2 | 3 | 4;

type ListSectionProps = { id: string; title: string; children: ReactNode; aside?: ReactNode; level?: DetailLevel };

function DetailSection({ id, title, children, aside, level = 4 }: ListSectionProps) {
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading
          id={id}
          className={cn('font-serif font-semibold text-ink', level === 4 ? 'text-lg' : 'text-xl sm:text-2xl')}
        >
          {title}
        </Heading>
        {aside}
      </div>
      {children}
    </section>
  );
}

export function IngredientList({
  id,
  lines,
  aside,
  level,
}: {
  id: string;
  lines: string[];
  aside?: ReactNode;
  level?: DetailLevel;
}) {
  return (
    <DetailSection id={id} title="Ingredients" aside={aside} level={level}>
      <ul className="grid gap-1.5" data-testid="ingredient-list">
        {lines.map((line, i) => (
          <li key={`${i}-${line}`} className="flex gap-3 text-base text-ink">
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary" />
            <span>{line}</span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

/** How the engine honoured the options ('Smoky: smoked paprika and a hot grill for char'). */
export function RecipeNotes({ notes }: { notes: string[] }) {
  return (
    <ul aria-label="How your options were used" className="grid gap-1 text-sm text-ink" data-testid="recipe-notes">
      {notes.map((note) => {
        const at = note.indexOf(': ');
        return (
          <li key={note} className="rounded-xl bg-primary-soft/60 px-3 py-1.5">
            {at > 0 ? (
              <>
                <span className="font-semibold">{note.slice(0, at)}:</span> {note.slice(at + 2)}
              </>
            ) : (
              note
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function InstructionList({ id, steps, level }: { id: string; steps: string[]; level?: DetailLevel }) {
  return (
    <DetailSection id={id} title="Instructions" level={level}>
      <ol className="grid gap-3">
        {steps.map((step, i) => (
          <li key={`${i}-${step.slice(0, 20)}`} className="flex gap-3 text-base text-ink">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-primary-soft text-sm font-bold text-primary-ink"
            >
              {i + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}

/**
 * Where an imported recipe's figures come from (issue 27): the catalogue's figures may leave lines
 * out, and the card says how much of the recipe they cover; a page's own figures are named as such.
 */
export function nutritionNote(nutrition: RecipeNutrition): string | undefined {
  const { covers } = nutrition;
  if (covers) {
    const left = covers.total - covers.matched;
    return `Nutrition covers ${covers.matched} of ${covers.total} ingredients: ${left === 1 ? 'one is' : `${left} are`} not in Chowdr's catalogue, so the figures leave ${left === 1 ? 'it' : 'them'} out.`;
  }
  if (nutrition.fromPage) return "Nutrition as the recipe's page gives it.";
  return undefined;
}

export function NutritionFacts({
  id,
  nutrition,
  level,
}: {
  id: string;
  nutrition: RecipeNutrition;
  level?: DetailLevel;
}) {
  const note = nutritionNote(nutrition);
  const facts: [string, string][] = [
    ['Calories', `${Math.round(nutrition.calories)} kcal`],
    ['Protein', formatGrams(nutrition.protein)],
    ['Carbs', formatGrams(nutrition.carbs)],
    ['Fat', formatGrams(nutrition.fat)],
    ['Fiber', formatGrams(nutrition.fiber)],
  ];
  return (
    <DetailSection id={id} title="Nutrition per serving" level={level}>
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {facts.map(([term, value]) => (
          <div key={term} className="grid gap-0.5 rounded-xl bg-sand/70 px-3 py-2 text-center">
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
            <dd className="text-sm font-bold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {note ? <p className="text-sm text-muted">{note}</p> : null}
    </DetailSection>
  );
}
