import type { HTMLAttributes, ReactNode } from 'react';
import { CheckCircle2, Info, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';

type AlertVariant = 'info' | 'success' | 'error';

const styles: Record<AlertVariant, string> = {
  info: 'border-info-ink/20 bg-info-soft text-info-ink',
  success: 'border-success/30 bg-success-soft text-success-ink',
  error: 'border-danger/30 bg-danger-soft text-danger-ink',
};

const icons = { info: Info, success: CheckCircle2, error: TriangleAlert } as const;

type AlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  variant?: AlertVariant;
  title?: ReactNode;
};

/**
 * An inline message box. Errors use role="alert" so they are announced when they appear;
 * pass role={undefined}/"status" explicitly to override.
 */
export function Alert({ variant = 'info', title, className, children, ...props }: AlertProps) {
  const Icon = icons[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-xl border p-4 text-base', styles[variant], className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="text-sm leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}
