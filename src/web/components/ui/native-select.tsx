import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { inputClasses } from './input';

export type NativeSelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  /** A decorative icon drawn at the start of the field. */
  icon?: ReactNode;
  /** Classes for the wrapper (width, margins); `className` styles the select itself. */
  wrapperClassName?: string;
};

/**
 * The platform <select>, styled like our inputs. Phones show their own picker (thumb-friendly),
 * keyboards and screen readers get native behaviour, and nothing outside it is hidden while it is
 * open (a Radix select marks the page aria-hidden, which axe reports). Name it with a <Label
 * htmlFor> or aria-label; children are <option>s.
 */
export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect(
  { className, wrapperClassName, icon, children, ...props },
  ref,
) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      {icon ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-sage-ink [&_svg]:size-4"
        >
          {icon}
        </span>
      ) : null}
      <select
        ref={ref}
        // A <select> matches :read-only, which inputs use for their sand read-only look: keep it white.
        className={cn(
          inputClasses,
          'cursor-pointer appearance-none bg-surface pr-10 read-only:bg-surface hover:border-primary',
          icon && 'pl-10',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
});
