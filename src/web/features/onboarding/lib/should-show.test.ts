import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/render';
import { shouldShowOnboarding } from './should-show';

describe('when the onboarding tutorial shows (spec section 4)', () => {
  const verified = makeUser({ emailVerified: true });

  it('shows to a signed-in, verified user who has not completed it', () => {
    for (const path of ['/', '/pantry', '/saved-recipes', '/account-settings']) {
      expect(shouldShowOnboarding({ user: verified, path, completed: false }), path).toBe(true);
    }
  });

  it('never shows when the account says it was completed (another device, or a pantry)', () => {
    expect(shouldShowOnboarding({ user: makeUser({ onboardingCompleted: true }), path: '/', completed: false })).toBe(
      false,
    );
  });

  it('never shows once completed', () => {
    expect(shouldShowOnboarding({ user: verified, path: '/', completed: true })).toBe(false);
  });

  it('never shows to visitors or while the user is unknown', () => {
    expect(shouldShowOnboarding({ user: null, path: '/', completed: false })).toBe(false);
    expect(shouldShowOnboarding({ user: undefined, path: '/', completed: false })).toBe(false);
  });

  it('never shows to a user whose email is not verified', () => {
    expect(shouldShowOnboarding({ user: makeUser({ emailVerified: false }), path: '/', completed: false })).toBe(false);
  });

  it('never shows over the verify-email screen', () => {
    expect(shouldShowOnboarding({ user: verified, path: '/verify-email', completed: false })).toBe(false);
  });
});
