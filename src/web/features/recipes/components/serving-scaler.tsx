import { Minus, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { clampScale, formatFactor, scaledServings, SCALE_MAX, SCALE_MIN, SCALE_STEP } from '../lib/scaling';

type ServingScalerProps = {
  baseServings: number;
  factor: number;
  onChange: (factor: number) => void;
  className?: string;
};

/**
 * Scales a recipe from 0.5x to 4x in steps of 0.5. The ends are aria-disabled rather than disabled,
 * so keyboard focus stays on the button that reached them.
 */
export function ServingScaler({ baseServings, factor, onChange, className }: ServingScalerProps) {
  const atMin = factor <= SCALE_MIN;
  const atMax = factor >= SCALE_MAX;
  const servings = scaledServings(baseServings, factor);
  return (
    <div
      role="group"
      aria-label="Scale servings"
      className={cn('flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-sand/70 px-4 py-3', className)}
    >
      <div className="grid">
        <span className="text-sm font-semibold text-ink">Scale recipe</span>
        <span className="text-sm text-muted" aria-live="polite" data-testid="scaled-servings">
          Serves {servings} · {formatFactor(factor)}
        </span>
      </div>
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon"
          aria-label="Fewer servings"
          aria-disabled={atMin || undefined}
          onClick={() => !atMin && onChange(clampScale(factor - SCALE_STEP))}
          className="rounded-full"
        >
          <Minus aria-hidden="true" />
        </Button>
        <span className="min-w-14 text-center text-lg font-bold text-ink tabular-nums" data-testid="scale-factor">
          {formatFactor(factor)}
        </span>
        <Button
          variant="outline"
          size="icon"
          aria-label="More servings"
          aria-disabled={atMax || undefined}
          onClick={() => !atMax && onChange(clampScale(factor + SCALE_STEP))}
          className="rounded-full"
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
