import { forwardRef, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type WizardSectionProps = {
  id: string;
  step: number;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** One step of the wizard: a card with its eyebrow, an h2 that can take focus, and content. */
export const WizardSection = forwardRef<HTMLHeadingElement, WizardSectionProps>(function WizardSection(
  { id, step, title, description, children, className },
  headingRef,
) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('scroll-mt-24 rounded-3xl border border-line bg-surface p-5 shadow-soft sm:p-8', className)}
    >
      <div className="mb-6 grid gap-1.5">
        <p className="text-sm font-semibold tracking-wide text-sage-ink uppercase">Step {step} of 3</p>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold focus:outline-none sm:text-3xl"
        >
          {title}
        </h2>
        {description ? <p className="text-base text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
});
