import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: no refetch interval or on focus, never stale by default, no retries. */
export const queryDefaults = {
  queries: {
    refetchInterval: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    retry: false,
  },
  mutations: {
    retry: false,
  },
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}

/** The user cache: stale after 10 minutes, kept for 15 (spec section 9). */
export const USER_STALE_TIME_MS = 10 * 60 * 1000;
export const USER_GC_TIME_MS = 15 * 60 * 1000;
