import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminHealth } from '../../../../shared/api/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/health -> each part probed, with its latency. */
export function getHealth(): Promise<AdminHealth> {
  return api.get<AdminHealth>('/api/admin/health');
}

export const healthQueryOptions = () => queryOptions({ queryKey: adminKeys.health, queryFn: getHealth, staleTime: 0 });

export function useAdminHealth() {
  return useQuery(healthQueryOptions());
}
