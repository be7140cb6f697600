import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cn } from '../../lib/cn';

/**
 * An on/off switch (Radix: role="switch", Space toggles). Name it with a <Label htmlFor> or aria-label.
 * The visible track is 28 px tall but the hit area is 44 px (WCAG 2.5.8 and phones).
 */
export const Switch = forwardRef<
  ElementRef<typeof SwitchPrimitive.Root>,
  ComponentPropsWithoutRef<typeof SwitchPrimitive.Root>
>(function Switch({ className, ...props }, ref) {
  return (
    <SwitchPrimitive.Root
      ref={ref}
      className={cn(
        'group relative inline-flex h-11 w-14 shrink-0 cursor-pointer items-center rounded-full',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'absolute inset-x-0 top-1/2 h-7 -translate-y-1/2 rounded-full border transition-colors',
          'border-line-strong/60 bg-sand group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary',
        )}
      />
      <SwitchPrimitive.Thumb
        className={cn(
          'pointer-events-none relative block size-5 translate-x-1 rounded-full bg-surface shadow-sm ring-1 ring-line-strong/40 transition-transform',
          'data-[state=checked]:translate-x-8 data-[state=checked]:ring-primary-hover',
        )}
      />
    </SwitchPrimitive.Root>
  );
});
