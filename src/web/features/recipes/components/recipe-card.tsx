import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  CalendarPlus,
  Check,
  ChevronDown,
  Copy,
  Heart,
  MessageCircle,
  Printer,
  Share2,
  ThumbsDown,
  ThumbsUp,
} from 'lucide-react';
import type { RecipeInput, SaveRecipeInput } from '../../../../shared/api/recipes';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { lazyDialog } from '../../../components/ui/lazy-dialog';
import { cn } from '../../../lib/cn';
import { useScheduleDialog } from '../lib/schedule-slot';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { isAuthenticated, useCurrentUser } from '../../auth';
import { useFeedbackByTitle, useRecipeFeedback, type FeedbackValue } from '../api/recipe-feedback';
import { useSaveRecipe } from '../api/save-recipe';
import { copyText } from '../../../lib/clipboard';
import { recipeToText } from '../lib/recipe-text';
import { ingredientName, recipeNotes, scaledServings, scaleIngredients, scaleSteps } from '../lib/scaling';
import {
  IngredientList,
  InstructionList,
  NutritionFacts,
  RecipeBadges,
  RecipeMeta,
  RecipeNotes,
} from './recipe-details';
import { suggestedQuestions } from '../../chat';
import { sourceHost } from '../lib/source';
import { UnitsSwitch, useMeasurementView } from '../../measurements';
import { writtenIn, type MeasurementView } from '../../../../shared/kitchen/measurements';
import { usePrintRecipe } from './print-recipe';
import { ServingScaler } from './serving-scaler';
import type { ShareDialogProps } from './share-dialog';

// The card's dialogs (and Radix Dialog, the share-link encoder) load when a cook reaches for them.
const ShareDialog = lazyDialog<ShareDialogProps>(() => import('./share-dialog').then((m) => m.ShareDialog));

/** Spec section 9: the copy button's "copied" state resets after 2 s. */
export const COPIED_RESET_MS = 2000;
const PREVIEW_INGREDIENTS = 4;

export type RecipeCardProps = {
  recipe: SaveRecipeInput;
  /** Saved Recipes: the card is already saved; this (a remove button with its confirmation) replaces Save. */
  removeAction?: ReactNode;
  defaultExpanded?: boolean;
  className?: string;
  /** Card state held by the caller (the generator keeps it for the browser session). */
  view?: RecipeCardView & { onChange: (next: RecipeCardView) => void };
};

export type RecipeCardView = { expanded: boolean; factor: number; saved: boolean };

/** Asks the chat assistant about a recipe (the chat panel listens for this window event). */
export function openChatWithRecipe(
  recipe: Pick<RecipeInput, 'title'> & Partial<RecipeInput>,
  suggestedQuestion?: string,
) {
  window.dispatchEvent(
    new CustomEvent('openChatWithRecipe', { detail: { recipe, ...(suggestedQuestion ? { suggestedQuestion } : {}) } }),
  );
}

const iconButton = 'rounded-full text-muted hover:text-ink';

export function RecipeCard({ recipe, removeAction, defaultExpanded = false, className, view }: RecipeCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const detailsId = `${id}-details`;
  const user = useCurrentUser();
  const signedIn = isAuthenticated(user);
  const ScheduleRecipeDialog = useScheduleDialog();
  const source = sourceHost(recipe.sourceUrl);
  // Group headings of an imported recipe ('For the sauce:') are not ingredients to preview.
  const foodLines = recipe.ingredients.filter((line) => !/:$/.test(line));

  const [localExpanded, setLocalExpanded] = useState(defaultExpanded);
  const [localFactor, setLocalFactor] = useState(1);
  // The generator keeps card state across navigation (issue 17): it may own expanded and factor.
  const [localSaved, setLocalSaved] = useState(Boolean(removeAction));
  const expanded = view?.expanded ?? localExpanded;
  const factor = view?.factor ?? localFactor;
  const saved = view?.saved ?? localSaved;
  const changeExpanded = (next: boolean) =>
    view ? view.onChange({ expanded: next, factor, saved }) : setLocalExpanded(next);
  // An expanded card takes the whole row of a two-column grid (its neighbours move to the next
  // cells, no hole beside it). A card in the right column then starts a row lower: the page scrolls
  // by as much, so the card stays where the cook is looking.
  const article = useRef<HTMLElement>(null);
  const topBefore = useRef<number | null>(null);
  const setExpanded = (next: boolean) => {
    topBefore.current = article.current?.getBoundingClientRect().top ?? null;
    changeExpanded(next);
  };
  useLayoutEffect(() => {
    const before = topBefore.current;
    topBefore.current = null;
    const after = article.current?.getBoundingClientRect().top;
    if (before === null || after === undefined || Math.abs(after - before) < 1) return;
    window.scrollBy({ top: after - before, behavior: 'instant' });
  }, [expanded]);
  const setFactor = (next: number) => (view ? view.onChange({ expanded, factor: next, saved }) : setLocalFactor(next));
  const setSaved = (next: boolean) => (view ? view.onChange({ expanded, factor, saved: next }) : setLocalSaved(next));
  const [copied, setCopied] = useState(false);

  const save = useSaveRecipe();
  const sendFeedback = useRecipeFeedback();
  // Like and dislike are toggles whose state comes from the server, on every card showing this title.
  const feedback: FeedbackValue | null = useFeedbackByTitle(signedIn).data?.get(recipe.title) ?? null;
  const { print, sheet } = usePrintRecipe();

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  // The cook's units (issue 29), or the other way for this card only (its small switch).
  const own = useMeasurementView().view;
  const [switched, setSwitched] = useState<MeasurementView | null>(null);
  const units = switched ?? own ?? undefined;
  const servings = scaledServings(recipe.servings, factor);
  const lines = scaleIngredients(recipe.ingredients, factor, units);
  const notes = recipeNotes(recipe);

  const onSave = () => {
    if (!signedIn) {
      toast({ title: 'Login required', description: 'Please log in to save recipes.' });
      return;
    }
    if (saved || save.isPending) return;
    // Saved as shown: a recipe scaled to Serves 4 is stored (and shown later) at Serves 4.
    // Amounts are stored as written (scaled, never converted): the units are a view.
    const asShown =
      factor === 1 ? recipe : { ...recipe, servings, ingredients: scaleIngredients(recipe.ingredients, factor) };
    save.mutate(asShown, {
      onSuccess: () => {
        setSaved(true);
        toast({ title: 'Recipe saved!', variant: 'success' });
      },
      onError: (error) => {
        // A full collection (409) or too many saves at once (429) say what to do; anything else is the spec's text.
        const description =
          isApiError(error, 409) || isApiError(error, 429)
            ? getErrorMessage(error, 'Failed to save recipe. Please try again.')
            : 'Failed to save recipe. Please try again.';
        toast({ title: 'Error', description, variant: 'destructive' });
      },
    });
  };

  const onFeedback = (value: FeedbackValue) => {
    if (!signedIn) {
      toast({ title: 'Login required', description: 'Please log in to provide feedback.' });
      return;
    }
    if (sendFeedback.isPending) return;
    const undo = feedback === value;
    sendFeedback.mutate(
      {
        body: { recipeTitle: recipe.title, cuisine: recipe.cuisine, ingredients: recipe.ingredients, feedback: value },
        undo,
      },
      {
        onSuccess: () => {
          toast(
            undo
              ? { title: value === 'like' ? 'Like removed' : 'Dislike removed' }
              : { title: value === 'like' ? 'Thanks!' : 'Noted', variant: 'success' },
          );
        },
        onError: () => {
          toast({ title: 'Error', description: 'Failed to send feedback. Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  const onCopy = async () => {
    try {
      await copyText(recipeToText(recipe, factor, units));
      setCopied(true);
      toast({ title: 'Recipe copied!', variant: 'success' });
    } catch {
      toast({ title: 'Copy failed', description: 'Your browser did not allow copying.', variant: 'destructive' });
    }
  };

  return (
    <article
      ref={article}
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col rounded-2xl border border-line bg-surface shadow-soft',
        expanded && 'col-span-full',
        className,
      )}
      data-testid="recipe-card"
      data-expanded={expanded || undefined}
    >
      <div className="grid gap-4 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="grid min-w-0 gap-2">
            <RecipeBadges cuisine={recipe.cuisine} mealType={recipe.mealType} />
            <h3 id={titleId} className="text-xl leading-snug font-semibold sm:text-2xl">
              {recipe.title}
            </h3>
            {source ? (
              <a
                href={recipe.sourceUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="w-fit text-sm text-muted underline underline-offset-4 hover:text-primary-ink"
              >
                From {source}
              </a>
            ) : null}
          </div>
          {removeAction ? (
            removeAction
          ) : (
            <Button
              variant="outline"
              size="sm"
              onClick={onSave}
              loading={save.isPending}
              aria-disabled={saved || undefined}
              className={cn('rounded-full', saved && 'border-danger/40 text-danger-ink aria-disabled:opacity-100')}
            >
              {save.isPending ? null : (
                <Heart
                  aria-hidden="true"
                  className={cn(saved && 'fill-danger text-danger')}
                  data-saved={saved || undefined}
                />
              )}
              {saved ? 'Saved' : 'Save'}
            </Button>
          )}
        </div>

        <RecipeMeta cookingTime={recipe.cookingTime} servings={servings} difficulty={recipe.difficulty} />
        {notes.length ? <RecipeNotes notes={notes} /> : null}

        {expanded ? null : (
          <ul aria-label="Main ingredients" className="flex flex-wrap gap-1.5">
            {foodLines.slice(0, PREVIEW_INGREDIENTS).map((line, i) => (
              <li key={`${i}-${line}`} className="rounded-full bg-sand px-3 py-1 text-sm text-ink">
                {ingredientName(line)}
              </li>
            ))}
            {foodLines.length > PREVIEW_INGREDIENTS ? (
              <li className="rounded-full px-2 py-1 text-sm text-muted">
                +{foodLines.length - PREVIEW_INGREDIENTS} more
              </li>
            ) : null}
          </ul>
        )}

        <div id={detailsId} hidden={!expanded} className="grid gap-6">
          {expanded ? (
            <>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <ServingScaler baseServings={recipe.servings} factor={factor} onChange={setFactor} />
                <UnitsSwitch
                  own={own}
                  switched={switched}
                  writtenIn={writtenIn(recipe.ingredients)}
                  onChange={setSwitched}
                />
              </div>
              {/* The card is row-wide when open: ingredients beside the steps from tablet width up. */}
              <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-8">
                <IngredientList id={`${id}-ingredients`} lines={lines} />
                <InstructionList id={`${id}-instructions`} steps={scaleSteps(recipe.instructions, factor, units)} />
              </div>
              <NutritionFacts id={`${id}-nutrition`} nutrition={recipe.nutrition} />
            </>
          ) : null}
        </div>

        <Button
          variant="ghost"
          size="sm"
          className="w-fit justify-self-start px-2 text-primary-ink hover:bg-primary-soft"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Hide Details' : 'Show Details'}
          <ChevronDown aria-hidden="true" className={cn('transition-transform', expanded && 'rotate-180')} />
        </Button>
      </div>

      <div
        role="group"
        aria-label={`Actions for ${recipe.title}`}
        className="mt-auto flex flex-wrap items-center justify-between gap-1 border-t border-line px-2 py-1.5 sm:px-3"
      >
        {/* Seven 44 px buttons do not fit a 320 px phone in one row: the sharing group then wraps
            to a second row, kept at the right edge. */}
        <div className="flex items-center gap-0.5">
          <Button
            variant="ghost"
            size="icon"
            className={cn(iconButton, feedback === 'like' && 'bg-success-soft text-success-ink hover:text-success-ink')}
            aria-label="Like recipe"
            title="Like"
            aria-pressed={feedback === 'like'}
            aria-disabled={sendFeedback.isPending || undefined}
            onClick={() => onFeedback('like')}
          >
            <ThumbsUp aria-hidden="true" className={cn('size-5!', feedback === 'like' && 'fill-current')} />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className={cn(iconButton, feedback === 'dislike' && 'bg-sand text-ink')}
            aria-label="Dislike recipe"
            title="Dislike"
            aria-pressed={feedback === 'dislike'}
            aria-disabled={sendFeedback.isPending || undefined}
            onClick={() => onFeedback('dislike')}
          >
            <ThumbsDown aria-hidden="true" className={cn('size-5!', feedback === 'dislike' && 'fill-current')} />
          </Button>
          {signedIn && ScheduleRecipeDialog ? (
            <ScheduleRecipeDialog
              recipe={recipe}
              servings={servings}
              onSaved={() => setSaved(true)}
              trigger={
                <Button
                  variant="ghost"
                  size="icon"
                  className={iconButton}
                  aria-label="Schedule recipe"
                  title="Schedule"
                >
                  <CalendarPlus aria-hidden="true" className="size-5!" />
                </Button>
              }
            />
          ) : null}
        </div>
        <div className="ml-auto flex items-center gap-0.5">
          <ShareDialog
            recipe={recipe}
            factor={factor}
            units={units}
            trigger={
              <Button variant="ghost" size="icon" className={iconButton} aria-label="Share recipe" title="Share">
                <Share2 aria-hidden="true" className="size-5!" />
              </Button>
            }
          />
          <Button
            variant="ghost"
            size="icon"
            className={iconButton}
            aria-label="Print recipe"
            title="Print"
            onClick={() => print(recipe, factor, undefined, units)}
          >
            <Printer aria-hidden="true" className="size-5!" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className={cn(iconButton, copied && 'text-success-ink hover:text-success-ink')}
            aria-label={copied ? 'Recipe copied' : 'Copy recipe'}
            title={copied ? 'Copied' : 'Copy recipe text'}
            onClick={onCopy}
          >
            {copied ? (
              <Check aria-hidden="true" className="size-5!" />
            ) : (
              <Copy aria-hidden="true" className="size-5!" />
            )}
          </Button>
          {signedIn ? (
            <Button
              variant="ghost"
              size="icon"
              className={iconButton}
              aria-label="Ask the chef about this recipe"
              title="Ask the chef"
              onClick={() => openChatWithRecipe(recipe, suggestedQuestions(recipe)[0])}
            >
              <MessageCircle aria-hidden="true" className="size-5!" />
            </Button>
          ) : null}
        </div>
      </div>

      {sheet}
    </article>
  );
}
