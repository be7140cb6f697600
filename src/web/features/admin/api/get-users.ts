import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserList } from '../../../../shared/api/admin';
import { ADMIN_PAGE_SIZE } from '../../../../shared/options/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/users?page={n}&limit=20 -> users, pagination. */
export function getUsers(page: number): Promise<AdminUserList> {
  return api.get<AdminUserList>(`/api/admin/users?page=${page}&limit=${ADMIN_PAGE_SIZE}`);
}

export const usersQueryOptions = (page: number) =>
  queryOptions({ queryKey: adminKeys.users(page), queryFn: () => getUsers(page), placeholderData: keepPreviousData });

export function useAdminUsers(page: number) {
  return useQuery(usersQueryOptions(page));
}
