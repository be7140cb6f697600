import { forwardRef } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { CuisineOption } from '../../../../shared/api/recipes';
import { cn } from '../../../lib/cn';
import { CUISINE_CARDS, type CuisineCard } from '../lib/cuisines';
import { WizardSection } from './wizard-section';

const toneClasses: Record<CuisineCard['tone'], string> = {
  primary: 'bg-primary-soft text-primary-ink',
  sage: 'bg-sage-soft text-sage-ink',
  butter: 'bg-butter/70 text-ink',
};

type CuisineStepProps = {
  value: CuisineOption | null;
  onPick: (cuisine: CuisineOption) => void;
};

/** Step 1: the cuisine grid. Each card is a toggle button (aria-pressed); picking one moves on to step 2. */
export const CuisineStep = forwardRef<HTMLHeadingElement, CuisineStepProps>(function CuisineStep(
  { value, onPick },
  ref,
) {
  return (
    <WizardSection
      ref={ref}
      id="step-cuisine"
      step={1}
      title="Choose a cuisine"
      description="What are you in the mood for? Pick one to get started."
    >
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {CUISINE_CARDS.map((card, index) => {
          const selected = value === card.value;
          const Icon = card.icon;
          return (
            <li key={card.value} className={cn(index === 0 && 'col-span-2 sm:col-span-1')}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onPick(card.value)}
                className={cn(
                  'group relative flex h-full w-full gap-3 rounded-2xl border p-3 text-left transition-all sm:flex-row sm:items-center sm:p-4',
                  index === 0 ? 'flex-row items-center' : 'flex-col items-start',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                  selected
                    ? 'border-primary bg-primary-soft/60 shadow-sm ring-1 ring-primary'
                    : 'border-line bg-cream/60 hover:-translate-y-0.5 hover:border-primary/50 hover:bg-surface hover:shadow-soft',
                )}
              >
                <span
                  className={cn(
                    'grid size-10 shrink-0 place-items-center rounded-xl sm:size-12',
                    toneClasses[card.tone],
                  )}
                >
                  <Icon aria-hidden="true" className="size-5 sm:size-6" />
                </span>
                <span className="grid min-w-0 gap-0.5 sm:pr-5">
                  <span className="font-serif text-base leading-tight font-semibold break-words text-ink sm:text-lg">
                    {card.label}
                  </span>
                  <span className={cn('text-sm leading-snug text-muted', index === 0 ? 'block' : 'hidden sm:block')}>
                    {card.tagline}
                  </span>
                </span>
                {selected ? (
                  <CheckCircle2
                    aria-hidden="true"
                    className="absolute -top-2 -right-2 size-6 rounded-full bg-surface text-primary sm:top-3 sm:right-3 sm:size-5 sm:bg-transparent"
                  />
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </WizardSection>
  );
});
