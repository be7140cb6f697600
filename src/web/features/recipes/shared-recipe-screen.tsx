import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { ArrowRight, LinkIcon, Printer, Sparkles } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Skeleton } from '../../components/ui/skeleton';
import { Button, buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { isAuthenticated, useCurrentUser } from '../auth';
import { IngredientList, InstructionList, NutritionFacts, RecipeBadges, RecipeMeta } from './components/recipe-details';
import { usePrintRecipe } from './components/print-recipe';
import { ServingScaler } from './components/serving-scaler';
import { decodeSharedRecipe, type SharedRecipe } from './lib/share-link';
import { scaledServings, scaleIngredients, scaleSteps } from './lib/scaling';
import { UnitsSwitch, useMeasurementView } from '../measurements';
import { writtenIn, type MeasurementView } from '../../../shared/kitchen/measurements';

const SHORTENED_NOTE = 'This is a shortened shared version of the recipe.';

type Decoded = { param: string | null; recipe: SharedRecipe | null };

/**
 * /shared-recipe?r=...: a recipe someone shared, read-only, for anyone (spec sections 1 and 9). The
 * link is inflated in the browser (a moment), then shown at the scale the sharer had chosen.
 */
export default function SharedRecipeScreen() {
  const param = new URLSearchParams(useSearch()).get('r');
  const [decoded, setDecoded] = useState<Decoded | null>(null);
  useEffect(() => {
    let live = true;
    void decodeSharedRecipe(param).then((recipe) => live && setDecoded({ param, recipe }));
    return () => {
      live = false;
    };
  }, [param]);
  const ready = decoded && decoded.param === param ? decoded : null;
  useDocumentTitle(ready?.recipe ? ready.recipe.title : 'Shared recipe');
  if (!ready) return <Opening />;
  return ready.recipe ? <SharedRecipeView key={param} recipe={ready.recipe} /> : <BrokenLink />;
}

function Opening() {
  return (
    <div role="status" aria-label="Opening the shared recipe" className="grid gap-6">
      <Skeleton className="h-8 w-40 rounded-full" />
      <Skeleton className="h-12 w-full max-w-2xl" />
      <Skeleton className="h-5 w-64" />
      <Skeleton className="h-64 w-full rounded-3xl" />
    </div>
  );
}

function SharedRecipeView({ recipe }: { recipe: SharedRecipe }) {
  const { print, sheet } = usePrintRecipe();
  const [factor, setFactor] = useState(recipe.factor);
  // The sharer's units first (issue 29); the reader can switch to the other way, or to their own.
  const own = useMeasurementView().view;
  const opened = recipe.view ?? own;
  const [switched, setSwitched] = useState<MeasurementView | null>(null);
  const units = switched ?? opened ?? undefined;
  const moreIngredients = recipe.totalIngredients - recipe.ingredients.length;
  const moreSteps = recipe.totalInstructions - recipe.instructions.length;

  return (
    <article aria-labelledby="shared-title" className="grid gap-8 sm:gap-10">
      <header className="grid gap-4">
        <p className="inline-flex w-fit items-center gap-2 rounded-full bg-sage-soft px-3 py-1 text-sm font-semibold text-sage-ink">
          <LinkIcon aria-hidden="true" className="size-4" />
          Shared with you
        </p>
        <RecipeBadges cuisine={recipe.cuisine} mealType={recipe.mealType} />
        <h1 id="shared-title" className="max-w-3xl text-3xl leading-tight font-semibold sm:text-5xl">
          {recipe.title}
        </h1>
        <RecipeMeta
          cookingTime={recipe.cookingTime}
          servings={scaledServings(recipe.servings, factor)}
          difficulty={recipe.difficulty}
          className="text-base"
        />
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => print(recipe, factor, SHORTENED_NOTE, units)}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        </div>
      </header>

      <Alert variant="info" title={SHORTENED_NOTE}>
        Shared links carry up to 5 ingredients and the first 3 steps
        {moreIngredients > 0 || moreSteps > 0
          ? `; the full recipe has ${recipe.totalIngredients} ingredients and ${recipe.totalInstructions} steps.`
          : '.'}{' '}
        {recipe.cut ? 'Some long lines were cut short to fit the link. ' : null}A shared recipe can&apos;t be generated
        again, but you can generate recipes of your own from your pantry in seconds.
      </Alert>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <ServingScaler baseServings={recipe.servings} factor={factor} onChange={setFactor} className="max-w-xl" />
        <UnitsSwitch
          own={opened}
          switched={switched}
          writtenIn={writtenIn(recipe.ingredients)}
          onChange={setSwitched}
        />
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid gap-3 rounded-3xl border border-line bg-surface p-6 shadow-soft sm:p-8">
          <IngredientList
            id="shared-ingredients"
            lines={scaleIngredients(recipe.ingredients, factor, units)}
            level={2}
          />
          {moreIngredients > 0 ? (
            <p className="text-sm text-muted">…and {moreIngredients} more in the full recipe.</p>
          ) : null}
        </div>
        <div className="grid gap-3 rounded-3xl border border-line bg-surface p-6 shadow-soft sm:p-8">
          <InstructionList id="shared-instructions" steps={scaleSteps(recipe.instructions, factor, units)} level={2} />
          {moreSteps > 0 ? <p className="text-sm text-muted">…and {moreSteps} more steps in the full recipe.</p> : null}
        </div>
      </div>

      {recipe.nutrition ? (
        <div className="rounded-3xl border border-line bg-surface p-6 shadow-soft sm:p-8">
          <NutritionFacts id="shared-nutrition" nutrition={recipe.nutrition} level={2} />
        </div>
      ) : null}

      <CallToAction />
      {sheet}
    </article>
  );
}

// Full width and allowed to wrap on a phone, so a long label never pushes the block off centre.
const PHONE_WIDE =
  'w-full whitespace-normal px-4 text-center text-base sm:w-auto sm:px-6 sm:text-lg sm:whitespace-nowrap';

function CallToAction() {
  const signedIn = isAuthenticated(useCurrentUser());
  return (
    <section
      aria-labelledby="shared-cta-title"
      className="relative grid gap-5 overflow-hidden rounded-3xl bg-ink px-5 py-10 text-center sm:px-12 sm:py-14"
    >
      <div aria-hidden="true" className="absolute -top-16 -left-10 size-56 rounded-full bg-primary/30 blur-3xl" />
      <div aria-hidden="true" className="absolute -right-10 -bottom-16 size-56 rounded-full bg-sage/40 blur-3xl" />
      <h2 id="shared-cta-title" className="relative text-2xl font-semibold text-cream sm:text-3xl">
        Hungry for more?
      </h2>
      <p className="relative mx-auto max-w-xl text-lg text-[#f3e6d6]">
        {signedIn
          ? 'Generate your own recipes from what is in your pantry, in seconds.'
          : 'Chowdr turns what is in your kitchen into full recipes of your own, in seconds. Try it free.'}
      </p>
      {/* On a phone the actions stack full width, so the block sits centred with even margins. */}
      <div className="relative mx-auto grid w-full max-w-sm gap-3 sm:flex sm:max-w-none sm:flex-wrap sm:justify-center">
        <Link href={signedIn ? '/' : '/generate'} className={cn(buttonVariants({ size: 'lg' }), PHONE_WIDE)}>
          <Sparkles aria-hidden="true" />
          Try the recipe generator
        </Link>
        {signedIn ? null : (
          <Link
            href="/register"
            className={cn(
              buttonVariants({ size: 'lg', variant: 'outline' }),
              PHONE_WIDE,
              'border-cream/40 bg-transparent text-cream hover:border-cream hover:text-white',
            )}
          >
            Create a free account
            <ArrowRight aria-hidden="true" />
          </Link>
        )}
      </div>
    </section>
  );
}

function BrokenLink() {
  const signedIn = isAuthenticated(useCurrentUser());
  return (
    <div className="mx-auto grid max-w-xl place-items-center gap-6 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary-ink">
        <LinkIcon aria-hidden="true" className="size-8" />
      </span>
      <div className="grid gap-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">This recipe link doesn&apos;t work</h1>
        <p className="text-lg text-muted">
          The link may have been cut short when it was copied. Ask for it again, or cook up something new.
        </p>
      </div>
      <Link href={signedIn ? '/' : '/generate'} className={buttonVariants({ size: 'lg' })}>
        <Sparkles aria-hidden="true" />
        Try the recipe generator
      </Link>
    </div>
  );
}
