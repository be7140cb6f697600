import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

type Tone = 'primary' | 'success' | 'danger' | 'sage';

const toneClasses: Record<Tone, string> = {
  primary: 'bg-primary-soft text-primary-ink',
  success: 'bg-success-soft text-success-ink',
  danger: 'bg-danger-soft text-danger-ink',
  sage: 'bg-sage-soft text-sage-ink',
};

type AuthCardProps = {
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  tone?: Tone;
  children?: ReactNode;
  /** Spin the icon (e.g. while verifying). */
  busy?: boolean;
};

/** A single centred card with an icon and the page's h1: forgot/reset password, verify email. */
export function AuthCard({ icon: Icon, title, description, tone = 'primary', children, busy }: AuthCardProps) {
  return (
    <div className="mx-auto w-full max-w-md">
      <div className="grid min-w-0 rounded-3xl border border-line bg-surface p-6 shadow-lift sm:p-10">
        <div className="grid min-w-0 justify-items-center gap-3 text-center">
          <span className={cn('grid size-14 place-items-center rounded-2xl', toneClasses[tone])}>
            <Icon aria-hidden="true" className={cn('size-7', busy && 'animate-spin')} />
          </span>
          <h1 className="text-3xl font-semibold">{title}</h1>
          {description ? <div className="text-base text-muted">{description}</div> : null}
        </div>
        {children ? <div className="mt-8 grid">{children}</div> : null}
      </div>
    </div>
  );
}
