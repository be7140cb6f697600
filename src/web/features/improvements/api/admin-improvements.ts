import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Improvement, ImprovementList } from '../../../../shared/api/improvements';
import type { MessageBody } from '../../../../shared/api/common';
import type { ImprovementStatus } from '../../../../shared/options/admin';
import { api } from '../../../lib/api-client';
import { improvementKeys } from './keys';

/** GET /api/admin/improvements -> {suggestions}. */
export function getImprovements(): Promise<ImprovementList> {
  return api.get<ImprovementList>('/api/admin/improvements');
}

export const improvementsQueryOptions = () =>
  queryOptions({ queryKey: improvementKeys.admin, queryFn: getImprovements, staleTime: 0 });

export function useImprovements() {
  return useQuery(improvementsQueryOptions());
}

/** PUT /api/admin/improvements/{id} {adminNotes?, status?}. */
export function updateImprovement({
  id,
  ...body
}: {
  id: number;
  adminNotes?: string;
  status?: ImprovementStatus;
}): Promise<Improvement> {
  return api.put<Improvement>(`/api/admin/improvements/${id}`, body);
}

/** DELETE /api/admin/improvements/{id}. */
export function deleteImprovement(id: number): Promise<MessageBody> {
  return api.delete<MessageBody>(`/api/admin/improvements/${id}`);
}

export function useUpdateImprovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateImprovement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: improvementKeys.admin }),
  });
}

export function useDeleteImprovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImprovement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: improvementKeys.admin }),
  });
}
