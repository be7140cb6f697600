import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CurrentUser } from '../../shared/api/auth';
import { AppProviders } from '../app/providers';
import { authKeys } from '../features/auth/api/keys';
import { queryDefaults } from '../lib/query-client';

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    username: 'maya_cooks',
    email: 'maya@example.com',
    emailVerified: true,
    role: 'user',
    firstName: 'Maya',
    lastName: 'Rossi',
    createdAt: '2025-01-01T00:00:00.000Z',
    onboardingCompleted: false,
    ...overrides,
  };
}

/** A QueryClient with the app's defaults, seeded with the current user (null = signed out). */
export function makeQueryClient(user: CurrentUser | null | 'loading') {
  const client = new QueryClient({
    defaultOptions: { ...queryDefaults, queries: { ...queryDefaults.queries, gcTime: Infinity } },
  });
  if (user !== 'loading') client.setQueryData(authKeys.user, user);
  // Mirror the server's readable hint cookie: present exactly when a session exists.
  document.cookie = user && user !== 'loading' ? 'chowdr_signed_in=1; path=/' : 'chowdr_signed_in=; path=/; max-age=0';
  return client;
}

/** Renders inside (user 'loading' leaves the user query unseeded, so it fetches) the real providers with an in-memory location at `path`. */
export function renderWithApp(
  ui: ReactNode,
  { path = '/', user = null }: { path?: string; user?: CurrentUser | null | 'loading' } = {},
) {
  const location = memoryLocation({ path, record: true });
  const client = makeQueryClient(user);
  const result = render(
    <AppProviders client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </AppProviders>,
  );
  return { ...result, client, location };
}
