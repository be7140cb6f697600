import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';

const STEPS = ['Cuisine', 'Details', 'Recipes'] as const;

/** Where the cook is in the wizard: three steps, the current one marked with aria-current="step". */
export function WizardSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol aria-label="Recipe generator steps" className="flex items-center gap-2 sm:gap-3">
      {STEPS.map((label, i) => {
        const n = i + 1;
        const done = n < current;
        const active = n === current;
        return (
          <li
            key={label}
            className="flex flex-1 items-center gap-2 sm:gap-3"
            aria-current={active ? 'step' : undefined}
          >
            <span
              className={cn(
                'grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold transition-colors',
                active && 'bg-primary text-white shadow-sm',
                done && 'bg-sage text-white',
                !active && !done && 'border border-line-strong/50 bg-surface text-muted',
              )}
            >
              {done ? <Check aria-hidden="true" className="size-4" /> : n}
            </span>
            {/* Under 400 px three labels do not fit beside their circles: only the current step's is shown. */}
            <span className={cn('text-sm font-semibold', active ? 'text-ink' : 'text-muted max-[399px]:sr-only')}>
              {label}
              {done ? <span className="sr-only"> (done)</span> : null}
            </span>
            {n < STEPS.length ? <span aria-hidden="true" className="h-px flex-1 bg-line-strong/30" /> : null}
          </li>
        );
      })}
    </ol>
  );
}
