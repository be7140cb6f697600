import { useCallback, useEffect, useRef, useState } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { isAuthenticated, useCurrentUser } from '../auth';
import { CuisineStep } from './components/cuisine-step';
import { DetailsStep } from './components/details-step';
import { ProgressStep } from './components/progress-step';
import { ResultsPlaceholder } from './components/results-placeholder';
import { WizardSteps } from './components/wizard-steps';
import { canLoadMore } from './hooks/generation-state';
import { preloadStreamClient, useGeneration } from './hooks/use-generation';
import { useNearBottom } from '../../lib/use-near-bottom';
import { restoredGenerationState, usePersistedSearch, type Step } from './hooks/use-persisted-search';
import { preloadResults, useResultsModule } from './hooks/use-results-module';
import { useYieldingScroll } from './hooks/use-yielding-scroll';
import type { RecipeCardView } from '../recipes';
import { DEFAULT_WIZARD_FORM, toGenerationOptions, type WizardForm } from './lib/wizard-form';

/** Spec section 9: the page scrolls to step 2 300 ms after a cuisine is picked. */
export const SCROLL_TO_DETAILS_MS = 300;
/**
 * Batches scrolling may load on its own before it pauses. With the first batch that is 6
 * requests, far under the server's 30 generations a minute per cook, so endless scrolling never
 * meets 'Too many recipe requests'.
 */
export const AUTO_LOAD_ROUNDS = 5;

/** Fetches what the first Generate needs (results UI, stream client) without holding up the page. */
function preloadGenerate() {
  preloadStreamClient();
  preloadResults().catch(() => undefined);
}

/** Focus moves to a step's heading at once; the page then glides to its section. */
function reveal(heading: HTMLElement | null): HTMLElement | null {
  if (!heading) return null;
  heading.focus({ preventScroll: true });
  return heading.closest('section') ?? heading;
}

/** The recipe generator (spec section 2): home for members at /, and /generate for everyone. */
export default function GeneratorScreen() {
  useDocumentTitle('Smart Recipe Generator');
  const user = useCurrentUser();
  const signedIn = isAuthenticated(user);
  const name = user?.firstName || user?.username;
  // 'Welcome back' only to a cook who has been here before: an account made today is greeted 'Welcome'.
  const newCook = signedIn && Date.now() - Date.parse(user.createdAt) < 86_400_000;

  // The search on screen is kept for the browser session: Back and reload bring it back (issue 17).
  const persisted = usePersistedSearch(signedIn ? `user-${user.id}` : 'visitor');
  const [restored] = useState(() => {
    const generation = restoredGenerationState(persisted.initial);
    const saved = persisted.initial;
    // A search interrupted before its first recipe goes back to its options.
    const step: Step = !saved
      ? 1
      : saved.step === 3 && generation.status === 'idle'
        ? saved.form.cuisine
          ? 2
          : 1
        : saved.step;
    return { generation, step, form: saved?.form ?? DEFAULT_WIZARD_FORM, cards: saved?.cards ?? {} };
  });
  const [step, setStep] = useState<Step>(restored.step);
  const [form, setForm] = useState<WizardForm>(restored.form);
  const [cards, setCards] = useState<Record<string, RecipeCardView>>(restored.cards);
  const { state, generate, loadMore, regenerate, retry } = useGeneration(undefined, restored.generation);

  const { save: saveSearch } = persisted;
  useEffect(() => {
    const titles = new Set(state.recipes.map((r) => r.title));
    const keptCards = Object.fromEntries(Object.entries(cards).filter(([title]) => titles.has(title)));
    const streaming = state.status === 'loading' || state.status === 'loading-more';
    saveSearch({
      step,
      form,
      recipes: state.recipes,
      options: state.options,
      hasMore: streaming || state.hasMore,
      cards: keptCards,
    });
  }, [saveSearch, step, form, state, cards]);

  const cardView = (title: string) => {
    const view = cards[title] ?? { expanded: false, factor: 1, saved: false };
    return { ...view, onChange: (next: RecipeCardView) => setCards((all) => ({ ...all, [title]: next })) };
  };

  const cuisineHeading = useRef<HTMLHeadingElement>(null);
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const progressHeading = useRef<HTMLHeadingElement>(null);

  // Every move to a step gives way to the cook: a press or scroll of their own cancels it (or stops
  // it where it is), so a button never slides away under a finger (step 2 waits 300 ms first).
  const scheduleScroll = useYieldingScroll();

  // Step changes move focus and the page to the new step once it has rendered.
  const pendingReveal = useRef<Step | null>(null);
  useEffect(() => {
    const target = pendingReveal.current;
    if (target === null) return;
    pendingReveal.current = null;
    const heading = target === 1 ? cuisineHeading : progressHeading;
    scheduleScroll(() => reveal(heading.current), 0);
  });

  const pickCuisine = (cuisine: WizardForm['cuisine']) => {
    setForm((f) => ({ ...f, cuisine }));
    setStep(2);
    scheduleScroll(() => reveal(detailsHeading.current), SCROLL_TO_DETAILS_MS);
  };

  // Step 2 on screen: the cook is heading for Generate, so its code loads while they choose.
  useEffect(() => {
    if (step !== 2) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    idle(preloadGenerate);
  }, [step]);

  const onGenerate = () => {
    const options = toGenerationOptions(form);
    if (!options) return; // generate requires a cuisine; without one nothing happens
    setStep(3);
    pendingReveal.current = 3;
    setAutoRounds(0);
    generate(options);
  };

  const onGenerateMore = () => {
    setForm(DEFAULT_WIZARD_FORM); // back to step 1 with servings 2 and the pantry not ignored
    setStep(1);
    pendingReveal.current = 1;
  };

  const onRegenerate = () => {
    setStep(3);
    pendingReveal.current = 3;
    setAutoRounds(0);
    regenerate();
  };

  const onChangeOptions = () => {
    setStep(2);
    scheduleScroll(() => reveal(detailsHeading.current), 0);
  };

  // Scrolling loads more on its own for a few batches, then pauses (well before the rate limit)
  // so the footer is reachable; the Load More button asks on purpose and re-arms it.
  const [autoRounds, setAutoRounds] = useState(0);
  const onAutoLoadMore = useCallback(() => {
    if (loadMore()) setAutoRounds((n) => n + 1);
  }, [loadMore]);
  const onLoadMore = useCallback(() => {
    if (loadMore()) setAutoRounds(0);
  }, [loadMore]);
  const autoPaused = autoRounds >= AUTO_LOAD_ROUNDS;
  useNearBottom(onAutoLoadMore, canLoadMore(state) && !autoPaused);

  const loading = state.status === 'loading';
  const phase = state.status === 'loading' ? 'running' : state.status === 'idle' ? 'idle' : 'done';
  const replaceError = state.status === 'error' && state.mode === 'replace' ? state.error : null;
  // A search that found nothing is not a success: step 3 shows what to relax instead of results.
  const empty = state.status === 'loaded' && state.recipes.length === 0;
  const showResults =
    state.status !== 'idle' &&
    !empty &&
    (state.recipes.length > 0 || state.status === 'loading' || state.status === 'loaded');
  const results = useResultsModule(showResults, state.requestId);

  return (
    <div className="grid gap-8 sm:gap-10">
      <PageHeader
        eyebrow="Recipes"
        title="Smart Recipe Generator"
        description={
          signedIn && name
            ? `${newCook ? 'Welcome' : 'Welcome back'}, ${name}! Pick a cuisine and we'll suggest recipes that make the most of your pantry.`
            : 'Pick a cuisine, tell us how you like to cook, and get recipes in seconds. No account needed.'
        }
      />

      <WizardSteps current={step} />

      {step < 3 ? <CuisineStep ref={cuisineHeading} value={form.cuisine} onPick={pickCuisine} /> : null}
      {step === 2 ? (
        <DetailsStep
          ref={detailsHeading}
          form={form}
          onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
          onGenerate={onGenerate}
          onGenerateIntent={preloadGenerate}
          generating={loading}
          signedIn={signedIn}
        />
      ) : null}
      {step === 3 ? (
        <ProgressStep
          ref={progressHeading}
          phase={phase}
          runKey={state.mode === 'replace' ? state.requestId : -1}
          options={state.options}
          error={replaceError}
          empty={empty}
          onGenerateMore={onGenerateMore}
          onRetry={retry}
          onChangeOptions={onChangeOptions}
        />
      ) : null}

      {showResults && results ? (
        <results.RecipeResults
          state={state}
          autoPaused={autoPaused}
          onLoadMore={onLoadMore}
          onRegenerate={onRegenerate}
          onRetry={retry}
          cardView={cardView}
        />
      ) : showResults ? (
        <ResultsPlaceholder />
      ) : null}
    </div>
  );
}
