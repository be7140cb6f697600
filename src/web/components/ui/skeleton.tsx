import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A pulsing placeholder; hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-xl bg-sand', className)} {...props} />;
}
