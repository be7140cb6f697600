import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

type SpinnerProps = {
  className?: string;
  /** Announced to screen readers; omit when a visible label sits beside the spinner. */
  label?: string;
};

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <>
      <Loader2 aria-hidden="true" className={cn('size-5 animate-spin text-primary', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}
