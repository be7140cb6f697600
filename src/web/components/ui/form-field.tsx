import { useId, type ReactNode } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cn } from '../../lib/cn';
import { Label } from './label';

type FormFieldProps = {
  label: ReactNode;
  /** The single form control; it receives id, aria-describedby and aria-invalid. */
  children: ReactNode;
  error?: string;
  description?: ReactNode;
  id?: string;
  className?: string;
  /** Optional element shown at the right end of the label row (e.g. a "Forgot your password?" link). */
  labelAside?: ReactNode;
};

/** Label + control + help text + error message, wired together for assistive technology. */
export function FormField({ label, children, error, description, id, className, labelAside }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={controlId}>{label}</Label>
        {labelAside}
      </div>
      <Slot id={controlId} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        {children}
      </Slot>
      {description ? (
        <p id={descriptionId} className="text-sm text-muted">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-ink">
          {error}
        </p>
      ) : null}
    </div>
  );
}
