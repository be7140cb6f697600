import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import * as ToggleGroupPrimitive from '@radix-ui/react-toggle-group';
import { cn } from '../../lib/cn';

/**
 * A row of chips. type="single" is a radio group (arrow keys move, one choice); type="multiple" is a
 * toolbar of toggles. Name the group with aria-label or aria-labelledby.
 */
export const ToggleGroup = forwardRef<
  ElementRef<typeof ToggleGroupPrimitive.Root>,
  ComponentPropsWithoutRef<typeof ToggleGroupPrimitive.Root>
>(function ToggleGroup({ className, ...props }, ref) {
  return <ToggleGroupPrimitive.Root ref={ref} className={cn('flex flex-wrap gap-2', className)} {...props} />;
});

export const toggleChipClasses = cn(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border px-3.5 text-[0.95rem] font-semibold transition-colors',
  'border-line-strong/40 bg-surface text-ink hover:border-primary hover:text-primary-ink',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
  'data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:text-white data-[state=on]:shadow-sm',
  'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
);

export const ToggleGroupItem = forwardRef<
  ElementRef<typeof ToggleGroupPrimitive.Item>,
  ComponentPropsWithoutRef<typeof ToggleGroupPrimitive.Item>
>(function ToggleGroupItem({ className, ...props }, ref) {
  return <ToggleGroupPrimitive.Item ref={ref} className={cn(toggleChipClasses, className)} {...props} />;
});
