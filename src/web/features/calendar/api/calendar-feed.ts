import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedStatus } from '../../../../shared/api/scheduled-meals';
import { api } from '../../../lib/api-client';
import { calendarKeys } from './keys';

/** GET /api/calendar-feed -> whether the secret iCalendar address is on, and the address. */
export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: calendarKeys.feed, queryFn: () => api.get<CalendarFeedStatus>('/api/calendar-feed') });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

/** POST /api/calendar-feed {} turns the feed on with a new address (the old one stops working). */
export function useRegenerateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeedStatus>('/api/calendar-feed', {}),
    onSuccess: (status) => queryClient.setQueryData(calendarKeys.feed, status),
  });
}

/** DELETE /api/calendar-feed turns the feed off. */
export function useDisableFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<CalendarFeedStatus>('/api/calendar-feed'),
    onSuccess: (status) => queryClient.setQueryData(calendarKeys.feed, status),
  });
}
