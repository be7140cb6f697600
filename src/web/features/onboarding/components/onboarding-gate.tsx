import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import type { CurrentUser } from '../../../../shared/api/auth';
import { useOnboardingCompleted } from '../completion';
import { shouldShowOnboarding } from '../lib/should-show';

// The dialog's code loads only for the cooks who will see it.
const OnboardingDialog = lazy(() => import('./onboarding-dialog'));

/** Mounted in the app layout: shows the first-run tutorial when the rules say so. */
export function OnboardingGate({ user }: { user: CurrentUser | null }) {
  const [path] = useLocation();
  const completed = useOnboardingCompleted();
  if (!shouldShowOnboarding({ user, path, completed })) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingDialog firstName={user?.firstName} />
    </Suspense>
  );
}
