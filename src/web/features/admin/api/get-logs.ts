import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminLogList } from '../../../../shared/api/admin';
import { LOGS_PAGE_SIZE } from '../../../../shared/options/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/logs?page={n}&limit=50[&action=][&adminId=] -> logs, pagination, admins. */
export function getLogs(page: number, action: string, adminId: string): Promise<AdminLogList> {
  const q = new URLSearchParams({ page: String(page), limit: String(LOGS_PAGE_SIZE) });
  if (action) q.set('action', action);
  if (adminId) q.set('adminId', adminId);
  return api.get<AdminLogList>(`/api/admin/logs?${q}`);
}

export const logsQueryOptions = (page: number, action: string, adminId: string) =>
  queryOptions({
    queryKey: adminKeys.logs(page, action, adminId),
    queryFn: () => getLogs(page, action, adminId),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminLogs(page: number, action: string, adminId: string) {
  return useQuery(logsQueryOptions(page, action, adminId));
}
