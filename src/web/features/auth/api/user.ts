import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../shared/api/auth';
import { api, CURRENT_USER_URL } from '../../../lib/api-client';
import { USER_GC_TIME_MS, USER_STALE_TIME_MS } from '../../../lib/query-client';
import { authKeys } from './keys';

/**
 * GET /api/auth/user. A 401 means "signed out" (null). Any other failure is logged and also
 * treated as no user (spec section 8), so a flaky network never leaves the app on a spinner.
 */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  // The server sets a readable hint cookie beside the HttpOnly session. Without it there is no
  // session to ask about: visitors skip the request (and its 401) and see the page at once.
  if (!hasSignedInHint()) return null;
  try {
    return await api.get<CurrentUser | null>(CURRENT_USER_URL, { on401: 'returnNull' });
  } catch (error) {
    console.error('Failed to fetch user', error);
    return null;
  }
}

export const SIGNED_IN_HINT_COOKIE = 'chowdr_signed_in';

/** Whether the browser holds the readable signed-in hint cookie (not proof of a session). */
export function hasSignedInHint(): boolean {
  if (typeof document === 'undefined') return true;
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.user,
    queryFn: getCurrentUser,
    staleTime: USER_STALE_TIME_MS,
    gcTime: USER_GC_TIME_MS,
  });

export function useUser() {
  return useQuery(userQueryOptions());
}

/** The signed-in user, or null. Only for components that render after the user query settled. */
export function useCurrentUser(): CurrentUser | null {
  return useUser().data ?? null;
}

/** A user counts as authenticated when user data with an id exists (spec section 6). */
export function isAuthenticated(user: CurrentUser | null | undefined): user is CurrentUser {
  return Boolean(user && typeof user.id === 'number');
}

/** The verification banner rule (spec section 5): an email exists and emailVerified is explicitly false. */
export function needsEmailVerification(user: CurrentUser | null | undefined): boolean {
  return Boolean(user && user.email && user.emailVerified === false);
}

export function useSetCurrentUser() {
  const queryClient = useQueryClient();
  return (user: CurrentUser | null) => queryClient.setQueryData(authKeys.user, user);
}
