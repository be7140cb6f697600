import { lazy, Suspense, useRef, useState } from 'react';
import type { FooterDialogName } from './footer-dialogs';
import { cn } from '../../lib/cn';
import { LogoMark } from './logo';

const loadDialogs = () => import('./footer-dialogs');
const FooterDialogs = lazy(loadDialogs);

const links: { name: FooterDialogName; label: string }[] = [
  { name: 'privacy', label: 'Privacy Policy' },
  { name: 'terms', label: 'Terms of Service' },
  { name: 'contact', label: 'Contact' },
];

/**
 * `launcherRoom`: the chef chat's round button is fixed at the screen's bottom right; the page keeps room
 * for it at its end, so nothing the page scrolls to (the Contact link on a phone) stays under it.
 */
export function SiteFooter({ launcherRoom = false }: { launcherRoom?: boolean }) {
  const [open, setOpen] = useState<FooterDialogName | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <footer className="mt-auto border-t border-line bg-sand/60">
      <div
        className={cn(
          'mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6',
          launcherRoom && 'pb-24 sm:pb-28',
        )}
        data-launcher-room={launcherRoom || undefined}
      >
        <div className="flex items-center gap-3">
          <LogoMark className="size-7" />
          <p className="text-sm text-muted">© {new Date().getFullYear()} Chowdr · Cooked up for home cooks.</p>
        </div>
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-1" aria-label="Legal and contact">
          {links.map((link) => (
            <li key={link.name}>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setOpen(link.name);
                }}
                // Fetch the dialogs' code as soon as the user shows interest, so opening is instant.
                onPointerEnter={() => void loadDialogs()}
                onFocus={() => void loadDialogs()}
                className="min-h-11 rounded-md px-1 text-sm font-medium text-muted underline-offset-4 hover:text-ink hover:underline sm:min-h-6"
              >
                {link.label}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <Suspense fallback={null}>
        {open ? <FooterDialogs which={open} onClose={() => setOpen(null)} returnFocusTo={opener.current} /> : null}
      </Suspense>
    </footer>
  );
}
