import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBackups } from '../../../../shared/api/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/backups -> the last backup, a failed one, the next one due. */
export function getBackups(): Promise<AdminBackups> {
  return api.get<AdminBackups>('/api/admin/backups');
}

export const backupsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.backups, queryFn: getBackups, staleTime: 0 });

export function useAdminBackups() {
  return useQuery(backupsQueryOptions());
}

/** POST /api/admin/backups: takes a backup now (rate-limited, in the admin log). */
export function takeBackup(): Promise<AdminBackups> {
  return api.post<AdminBackups>('/api/admin/backups', {});
}

export function useTakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeBackup,
    onSuccess: (data) => queryClient.setQueryData(adminKeys.backups, data),
    // A failure is in the status too (and in the admin log).
    onError: () => queryClient.invalidateQueries({ queryKey: adminKeys.backups }),
  });
}
