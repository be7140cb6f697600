import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Small label above the title, e.g. a section name. */
  eyebrow?: ReactNode;
  actions?: ReactNode;
  className?: string;
};

/** The page's single h1 with its lead text. */
export function PageHeader({ title, description, eyebrow, actions, className }: PageHeaderProps) {
  return (
    <header className={cn('flex flex-wrap items-end justify-between gap-4', className)}>
      <div className="grid max-w-2xl gap-2">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-sage-ink uppercase">{eyebrow}</p> : null}
        <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
        {description ? <p className="text-lg text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </header>
  );
}

type SectionProps = {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
};

/** A titled block of a page (h2). */
export function Section({ title, description, children, className, id }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('grid gap-6', className)}>
      <div className="grid gap-2">
        <h2 id={headingId} className="text-2xl font-semibold sm:text-3xl">
          {title}
        </h2>
        {description ? <p className="max-w-2xl text-lg text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
