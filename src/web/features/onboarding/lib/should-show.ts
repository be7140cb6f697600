import type { CurrentUser } from '../../../../shared/api/auth';

export type OnboardingContext = {
  user: CurrentUser | null | undefined;
  /** The current path. */
  path: string;
  /** The browser's completion flag (chowdr-onboarding-completed). */
  completed: boolean;
};

/**
 * Spec section 4: the tutorial is for a signed-in user with a verified email who has not completed
 * it (in this browser or on the account, issue 17); never over the verify-email screen (a just-verified cook lands there before going home).
 */
export function shouldShowOnboarding({ user, path, completed }: OnboardingContext): boolean {
  if (completed || !user || typeof user.id !== 'number') return false;
  // Completed on another device (or the cook already has a pantry): the account remembers.
  if (user.onboardingCompleted === true) return false;
  if (user.emailVerified !== true) return false;
  return path !== '/verify-email';
}
