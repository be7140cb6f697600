import { Link } from 'wouter';
import { RefreshCw, Refrigerator, TriangleAlert, WifiOff } from 'lucide-react';
import { Button, buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { GenerationError } from '../lib/generation-errors';

type GenerationErrorPanelProps = {
  error: GenerationError;
  onRetry: () => void;
  onChangeOptions?: () => void;
  className?: string;
};

/** The generation error panels of spec sections 2 and 8 ('Pantry Setup Needed', 'Connection Issue', ...). */
export function GenerationErrorPanel({ error, onRetry, onChangeOptions, className }: GenerationErrorPanelProps) {
  const Icon = error.kind === 'pantry' ? Refrigerator : error.kind === 'connection' ? WifiOff : TriangleAlert;
  return (
    <div
      role="alert"
      data-testid="generation-error"
      className={cn(
        'grid justify-items-center gap-4 rounded-3xl border px-6 py-8 text-center',
        error.kind === 'pantry' ? 'border-primary/30 bg-primary-soft/60' : 'border-danger/30 bg-danger-soft',
        className,
      )}
    >
      <span
        className={cn(
          'grid size-14 place-items-center rounded-2xl',
          error.kind === 'pantry' ? 'bg-surface text-primary-ink' : 'bg-surface text-danger-ink',
        )}
      >
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <div className="grid max-w-lg gap-2">
        <h3 className={cn('text-2xl font-semibold', error.kind === 'pantry' ? 'text-ink' : 'text-danger-ink')}>
          {error.title}
        </h3>
        <p className={cn('text-base', error.kind === 'pantry' ? 'text-ink' : 'text-danger-ink')}>{error.message}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        {error.kind === 'pantry' ? (
          <Link href="/pantry" className={buttonVariants()}>
            <Refrigerator aria-hidden="true" />
            Set Up Pantry
          </Link>
        ) : null}
        <Button variant={error.kind === 'pantry' ? 'outline' : 'primary'} onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try Again
        </Button>
        {onChangeOptions ? (
          <Button variant="ghost" onClick={onChangeOptions}>
            Change options
          </Button>
        ) : null}
      </div>
    </div>
  );
}
