import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Lightbulb, LogOut, Menu, UserRound, X } from 'lucide-react';
import type { CurrentUser } from '../../../shared/api/auth';
import { Button, buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { isItemActive, navItemsFor, type NavItem } from '../nav';
import { Wordmark } from './logo';
import { SuggestImprovement } from '../../features/improvements/components/suggest-improvement';

export function SiteHeader({ user }: { user: CurrentUser | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 min-[375px]:gap-3 min-[375px]:px-4 sm:px-6">
        <Link href="/" className="-m-1 shrink-0 rounded-xl p-1" aria-label="Chowdr home">
          {/* On the narrowest phones (320 px) the name would push Sign In / Get Started off screen: the mark stays, the link keeps its name. */}
          <Wordmark nameClassName={user === null ? 'max-[389px]:sr-only' : undefined} />
        </Link>
        {user === null ? <VisitorActions /> : user.emailVerified ? <MemberNav user={user} /> : <UnverifiedActions />}
      </div>
    </header>
  );
}

function VisitorActions() {
  return (
    <nav aria-label="Account" className="flex min-w-0 items-center gap-1.5 min-[375px]:gap-2">
      <Link href="/login" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        Sign In
      </Link>
      <Link href="/register" className={buttonVariants({ variant: 'primary', size: 'sm' })}>
        Get Started
      </Link>
    </nav>
  );
}

function UnverifiedActions() {
  const { signOut, isPending } = useSignOut();
  return (
    <Button variant="ghost" size="sm" onClick={signOut} loading={isPending}>
      {isPending ? null : <LogOut aria-hidden="true" />}
      Logout
    </Button>
  );
}

// Between md and xl the row is tight (logo, five links, username, logout): smaller text, no icons.
const desktopLink = cn(
  'inline-flex min-h-10 items-center gap-2 rounded-xl px-2.5 text-sm font-semibold text-muted transition-colors xl:px-3 xl:text-[0.95rem]',
  'hover:bg-sand hover:text-ink aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-ink',
);

function MemberNav({ user }: { user: CurrentUser }) {
  const [path] = useLocation();
  const items = navItemsFor(user);
  const { signOut, isPending } = useSignOut();
  const accountActive = path === '/account-settings';

  return (
    <>
      <div className="hidden items-center gap-1 md:flex">
        <nav aria-label="Main" className="flex items-center gap-0.5 xl:gap-1">
          {items.map((item) => (
            <HeaderLink
              key={item.href}
              item={item}
              active={isItemActive(item, path)}
              className={desktopLink}
              iconClassName="hidden xl:block"
            />
          ))}
        </nav>
        <SuggestImprovement>
          <Button
            variant="ghost"
            size="icon"
            className="size-10"
            title="Suggest Improvement"
            aria-label="Suggest Improvement"
          >
            <Lightbulb aria-hidden="true" />
          </Button>
        </SuggestImprovement>
        <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-line lg:block xl:mx-2" />
        <Link
          href="/account-settings"
          className={desktopLink}
          aria-current={accountActive ? 'page' : undefined}
          title="Account settings"
        >
          <UserRound aria-hidden="true" className="size-4 shrink-0" />
          <span className="max-w-[6rem] truncate lg:max-w-[10rem]">{user.username}</span>
        </Link>
        <Button
          variant="outline"
          size="sm"
          onClick={signOut}
          loading={isPending}
          className="ml-1 px-2.5 lg:px-3"
          title="Logout"
        >
          {isPending ? null : <LogOut aria-hidden="true" />}
          <span className="sr-only lg:not-sr-only">Logout</span>
        </Button>
      </div>
      <MobileMenu user={user} items={items} path={path} onSignOut={signOut} signingOut={isPending} />
    </>
  );
}

function HeaderLink({
  item,
  active,
  className,
  iconClassName,
}: {
  item: NavItem;
  active: boolean;
  className: string;
  iconClassName?: string;
}) {
  const Icon = item.icon;
  return (
    <Link href={item.href} className={className} aria-current={active ? 'page' : undefined}>
      <Icon aria-hidden="true" className={cn('size-4', iconClassName)} />
      {item.label}
    </Link>
  );
}

const mobileLink = cn(
  'flex min-h-12 items-center gap-3 rounded-xl px-3 text-base font-semibold text-ink transition-colors',
  'hover:bg-sand aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-ink',
);

type MobileMenuProps = {
  user: CurrentUser;
  items: NavItem[];
  path: string;
  onSignOut: () => void;
  signingOut: boolean;
};

/** Under the md breakpoint the nav folds into this disclosure menu. */
function MobileMenu({ user, items, path, onSignOut, signingOut }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  // Close after navigating.
  useEffect(() => setOpen(false), [path]);

  // Esc closes and returns focus to the toggle; a tap outside the menu closes it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div ref={containerRef} className="md:hidden">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <X aria-hidden="true" className="!size-6" /> : <Menu aria-hidden="true" className="!size-6" />}
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-line bg-cream px-4 pt-2 pb-4 shadow-lift"
      >
        <nav aria-label="Mobile" className="grid gap-1">
          {items.map((item) => (
            <HeaderLink key={item.href} item={item} active={isItemActive(item, path)} className={mobileLink} />
          ))}
          <Link
            href="/account-settings"
            className={mobileLink}
            aria-current={path === '/account-settings' ? 'page' : undefined}
          >
            <UserRound aria-hidden="true" className="size-4" />
            <span className="truncate">{user.username}</span>
            <span className="sr-only">(account settings)</span>
          </Link>
        </nav>
        <div className="mt-2 grid gap-1 border-t border-line pt-2">
          <SuggestImprovement>
            <button type="button" className={cn(mobileLink, 'w-full text-left')}>
              <Lightbulb aria-hidden="true" className="size-4" />
              Suggest Improvement
            </button>
          </SuggestImprovement>
          <button
            type="button"
            onClick={onSignOut}
            disabled={signingOut}
            className={cn(mobileLink, 'w-full text-left disabled:opacity-60')}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </button>
        </div>
      </div>
    </div>
  );
}
