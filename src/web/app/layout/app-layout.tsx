import type { ReactNode } from 'react';
import type { CurrentUser } from '../../../shared/api/auth';
import { VerificationBanner } from '../../features/auth/components/verification-banner';
import { needsEmailVerification } from '../../features/auth/api/user';
import { OnboardingGate } from '../../features/onboarding/components/onboarding-gate';
import { ChatLauncher } from '../../features/chat/components/chat-launcher';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

type AppLayoutProps = {
  user: CurrentUser | null;
  children: ReactNode;
  /** The verify-email screen has its own resend button; the banner would only repeat it. */
  hideVerificationBanner?: boolean;
};

/** Skip link, header, the page's one <main>, footer. */
export function AppLayout({ user, children, hideVerificationBanner = false }: AppLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-xl bg-primary px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader user={user} />
      {user && !hideVerificationBanner && needsEmailVerification(user) ? (
        <VerificationBanner email={user.email} />
      ) : null}
      {/* At least the viewport under the header tall: the footer always starts below the fold, so a screen
          whose skeletons give way to shorter content (or a chunk that arrives late) never pulls it into view. */}
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none sm:px-6 sm:py-12"
      >
        {children}
      </main>
      <SiteFooter launcherRoom={user?.emailVerified === true} />
      {/* The first-run tutorial (spec section 2); it decides for itself whether to show. */}
      <OnboardingGate user={user} />
      {user?.emailVerified ? <ChatLauncher /> : null}
    </div>
  );
}
