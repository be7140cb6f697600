import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '../../../../shared/api/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/dashboard -> the spec's dashboard stats. */
export function getDashboard(): Promise<DashboardStats> {
  return api.get<DashboardStats>('/api/admin/dashboard');
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.dashboard, queryFn: getDashboard, staleTime: 0 });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
