import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeUser, renderWithApp } from '../../../test/render';
import { markOnboardingCompleted, ONBOARDING_FLAG_KEY } from '../completion';
import { OnboardingGate } from './onboarding-gate';

function renderGate(path = '/', user = makeUser()) {
  return renderWithApp(
    <>
      <main id="main-content" tabIndex={-1}>
        <Route path="/pantry">
          <h1>My Pantry</h1>
        </Route>
        <button type="button">Page button</button>
      </main>
      <OnboardingGate user={user} />
    </>,
    { path, user },
  );
}

const flag = () => window.localStorage.getItem(ONBOARDING_FLAG_KEY);

describe('onboarding tutorial', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => window.localStorage.clear());

  it('walks through three steps with Next and Previous, then Get Started Cooking completes it', async () => {
    const user = userEvent.setup();
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Chowdr, Maya!' });
    expect(dialog.textContent).toContain('Step 1 of 3');
    expect(dialog.textContent).toContain('2-3 minutes');
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    // The main action has the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Save your favourites' }).textContent).toContain('Step 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Set up your pantry' }).textContent).toContain('Step 3 of 3');
    expect(screen.getByRole('link', { name: 'Set Up My Pantry' }).getAttribute('href')).toBe('/pantry');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('dialog').textContent).toContain('Step 1 of 3');
    // Previous vanished on step 1: focus stays inside the dialog, on Next.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(flag()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Get Started Cooking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(flag()).toBe('true');
  });

  it('Skip Tutorial completes it', async () => {
    const user = userEvent.setup();
    renderGate();
    await user.click(await screen.findByRole('button', { name: 'Skip Tutorial' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(flag()).toBe('true');
  });

  it('Esc closes it, counts as a skip, and hands focus back to the page', async () => {
    const user = userEvent.setup();
    renderGate();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(flag()).toBe('true');
    await waitFor(() => expect(document.activeElement?.id).toBe('main-content'));
  });

  it('the pantry link completes it and opens /pantry', async () => {
    const user = userEvent.setup();
    const { location } = renderGate();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('link', { name: 'Set Up My Pantry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(flag()).toBe('true');
    expect(location.history.at(-1)).toBe('/pantry');
    expect(screen.getByRole('heading', { name: 'My Pantry' })).toBeTruthy();
  });

  it('closes when completion is marked elsewhere (a successful pantry update)', async () => {
    renderGate();
    await screen.findByRole('dialog');
    act(() => markOnboardingCompleted());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not show once completed, to unverified users, or on the verify-email screen', async () => {
    window.localStorage.setItem(ONBOARDING_FLAG_KEY, 'true');
    const first = renderGate();
    first.unmount();
    window.localStorage.clear();
    const second = renderGate('/', makeUser({ emailVerified: false }));
    second.unmount();
    renderGate('/verify-email');
    // Give a lazy dialog every chance to appear.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
