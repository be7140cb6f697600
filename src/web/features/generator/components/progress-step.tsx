import { forwardRef } from 'react';
import { CheckCircle2, ChefHat, RotateCcw } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import type { GenerationOptions } from '../../../../shared/api/recipes';
import { titleCase } from '../../recipes';
import { useGenerationProgress, type ProgressPhase } from '../hooks/use-generation-progress';
import { cuisineLabel } from '../lib/cuisines';
import type { GenerationError } from '../lib/generation-errors';
import { cookTimeLabel, servingsChoiceLabel } from '../lib/wizard-form';
import { GenerationErrorPanel } from './generation-error-panel';
import { NoResultsPanel } from './no-results-panel';
import { WizardSection } from './wizard-section';

function summary(options: GenerationOptions): string[] {
  return [
    cuisineLabel(options.cuisine),
    options.mealType ? titleCase(options.mealType) : null,
    servingsChoiceLabel(options.servings),
    options.maxCookingTime ? `Up to ${cookTimeLabel(options.maxCookingTime)}` : null,
    options.texturePreference ? titleCase(options.texturePreference) : null,
    options.specialIngredient ? `With ${options.specialIngredient}` : null,
    options.creativeMode ? 'Creative' : null,
    options.ignorePantry ? 'New ingredients' : null,
  ].filter((s): s is string => Boolean(s));
}

type ProgressStepProps = {
  phase: ProgressPhase;
  runKey: number;
  options: GenerationOptions | null;
  error: GenerationError | null;
  /** The search finished with no recipe at all. */
  empty?: boolean;
  onGenerateMore: () => void;
  onRetry: () => void;
  onChangeOptions: () => void;
};

/** Step 3: the progress bar while recipes cook, then 'Recipes generated!' (or the error panel). */
export const ProgressStep = forwardRef<HTMLHeadingElement, ProgressStepProps>(function ProgressStep(
  { phase, runKey, options, error, empty = false, onGenerateMore, onRetry, onChangeOptions },
  ref,
) {
  const none = empty && phase === 'done' && !error;
  const { progress, message, slow } = useGenerationProgress(error || none ? 'idle' : phase, runKey);
  const done = phase === 'done' && !error && !none;
  const title = error
    ? 'Generation stopped'
    : none
      ? 'No recipes found'
      : done
        ? 'Recipes generated!'
        : 'Cooking up your recipes';

  return (
    <WizardSection ref={ref} id="step-generate" step={3} title={title}>
      {options ? (
        <ul aria-label="Your choices" className="-mt-2 mb-6 flex flex-wrap gap-1.5">
          {summary(options).map((item) => (
            <li key={item}>
              <Badge variant="outline" className="px-3 py-1 text-sm font-medium">
                {item}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}

      {error ? (
        <GenerationErrorPanel error={error} onRetry={onRetry} onChangeOptions={onChangeOptions} />
      ) : none && options ? (
        <NoResultsPanel options={options} onChangeOptions={onChangeOptions} />
      ) : (
        <div className="grid gap-5">
          <div className="flex items-center gap-4">
            <span
              className={cn(
                'grid size-12 shrink-0 place-items-center rounded-2xl',
                done ? 'bg-success-soft text-success-ink' : 'bg-primary-soft text-primary-ink',
              )}
            >
              {done ? (
                <CheckCircle2 aria-hidden="true" className="size-6" />
              ) : (
                <ChefHat aria-hidden="true" className="size-6 animate-pulse" />
              )}
            </span>
            <div className="grid flex-1 gap-2">
              {/* The message has the column to itself, with two lines kept on phones where the
                  longer ones wrap ('Recipes ready!' does not), so the step keeps its height. */}
              <p id="generation-status" className="min-h-[2lh] font-semibold text-ink sm:min-h-0" aria-live="polite">
                {message}
              </p>
              <div className="flex items-center gap-3">
                <Progress value={progress} aria-labelledby="generation-status" className="flex-1" />
                <span className="w-10 text-right text-sm font-semibold text-muted tabular-nums" aria-hidden="true">
                  {Math.round(progress)}%
                </span>
              </div>
            </div>
          </div>
          {/* Generate More Recipes keeps its place from the start (invisible and inert until the batch
              is done; the slow-model note shares the place), so the cards below never move when the
              batch finishes: a press on a card that has streamed in stays on it. */}
          <div className="grid items-center justify-items-start [&>*]:[grid-area:1/1]">
            <div className={done ? undefined : 'invisible'} inert={!done} aria-hidden={done ? undefined : true}>
              <Button variant="outline" onClick={onGenerateMore}>
                <RotateCcw aria-hidden="true" />
                Generate More Recipes
              </Button>
            </div>
            {slow && !done ? <p className="text-sm text-muted">This usually takes 15-30 seconds</p> : null}
          </div>
        </div>
      )}
    </WizardSection>
  );
});
