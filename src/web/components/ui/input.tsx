import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const inputClasses = cn(
  'block min-h-11 w-full rounded-xl border border-line-strong/60 bg-surface px-3.5 py-2 text-base text-ink',
  'placeholder:text-muted transition-colors',
  'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary',
  'disabled:cursor-not-allowed disabled:bg-sand read-only:bg-sand read-only:text-ink',
  'aria-[invalid=true]:border-danger aria-[invalid=true]:focus-visible:outline-danger',
);

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ className, type, ...props }, ref) {
  return <input ref={ref} type={type ?? 'text'} className={cn(inputClasses, className)} {...props} />;
});
