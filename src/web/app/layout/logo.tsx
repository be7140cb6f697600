import { cn } from '../../lib/cn';

/** The Chowdr mark: a steaming bowl on a terracotta tile. Decorative; the wordmark carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-9', className)}>
      <rect width="32" height="32" rx="9" fill="#c2410c" />
      <path d="M7 15h18a9 9 0 0 1-18 0Z" fill="#fffaf3" />
      <path d="M6 13.5h20" stroke="#fffaf3" strokeWidth="2" strokeLinecap="round" />
      <path
        d="M13 11c0-2 2-2 2-4M18 11c0-2 2-2 2-4"
        stroke="#fde68a"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Wordmark({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className={cn('font-serif text-2xl font-bold tracking-tight text-ink', nameClassName)}>Chowdr</span>
    </span>
  );
}
