import type { ComponentType, HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-2xl border border-line bg-surface shadow-soft', className)} {...props} />;
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('grid gap-1.5 p-4 pb-3 min-[375px]:p-6 min-[375px]:pb-3 sm:p-8 sm:pb-4', className)}
      {...props}
    />
  );
}

type HeadingProps = HTMLAttributes<HTMLHeadingElement> & { as?: 'h1' | 'h2' | 'h3' };

export function CardTitle({ className, as: Tag = 'h2', ...props }: HeadingProps) {
  return <Tag className={cn('text-2xl font-semibold leading-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-base text-muted', className)} {...props} />;
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('p-4 pt-3 min-[375px]:p-6 min-[375px]:pt-3 sm:p-8 sm:pt-4', className)} {...props} />;
}

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-3 p-4 pt-0 min-[375px]:p-6 min-[375px]:pt-0 sm:p-8 sm:pt-0',
        className,
      )}
      {...props}
    />
  );
}

const ICON_TONES = {
  sage: 'bg-sage-soft text-sage-ink',
  primary: 'bg-primary-soft text-primary-ink',
} as const;

/** A settings card's header: an icon tile beside the title (and an optional badge), the description below. */
export function CardIconHeader({
  icon: Icon,
  tone = 'sage',
  title,
  badge,
  description,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  tone?: keyof typeof ICON_TONES;
  title: ReactNode;
  badge?: ReactNode;
  description?: ReactNode;
}) {
  return (
    <CardHeader>
      <div className="flex items-center gap-3">
        <span className={cn('grid size-10 place-items-center rounded-xl', ICON_TONES[tone])}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <CardTitle>{title}</CardTitle>
        {badge}
      </div>
      {description ? <CardDescription>{description}</CardDescription> : null}
    </CardHeader>
  );
}
