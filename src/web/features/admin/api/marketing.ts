import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserList } from '../../../../shared/api/admin';
import type {
  MarketingEmail,
  MarketingSendInput,
  MarketingSendResult,
  MarketingTemplate,
  MarketingTemplateInput,
} from '../../../../shared/api/marketing';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

const keys = {
  users: [...adminKeys.all, 'marketing', 'users'] as const,
  templates: [...adminKeys.all, 'marketing', 'templates'] as const,
  emails: [...adminKeys.all, 'marketing', 'emails'] as const,
};

/** GET /api/admin/users?limit=1000 -> users (the recipient list). */
export function useMarketingUsers() {
  return useQuery({ queryKey: keys.users, queryFn: () => api.get<AdminUserList>('/api/admin/users?limit=1000') });
}

export function useMarketingTemplates() {
  return useQuery({
    queryKey: keys.templates,
    queryFn: () => api.get<MarketingTemplate[]>('/api/admin/marketing/templates'),
  });
}

/** History; polled while a campaign is still sending so progress moves on screen. */
export function useMarketingEmails() {
  return useQuery({
    queryKey: keys.emails,
    queryFn: () => api.get<MarketingEmail[]>('/api/admin/marketing/emails'),
    refetchInterval: (q) => (q.state.data?.some((e) => e.status === 'sending') ? 2000 : false),
  });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: MarketingTemplateInput & { id?: number }) =>
      id === undefined
        ? api.post<MarketingTemplate>('/api/admin/marketing/templates', body)
        : api.put<MarketingTemplate>(`/api/admin/marketing/templates/${id}`, { id, ...body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.templates }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/admin/marketing/templates/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.templates }),
  });
}

export function useSendMarketing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarketingSendInput) => api.post<MarketingSendResult>('/api/admin/marketing/send', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.emails }),
  });
}

/** POST /api/admin/marketing/emails/{id}/pause or /resume; refreshes the history. */
export function useSetCampaignPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused }: { id: number; paused: boolean }) =>
      api.post<{ message: string }>(`/api/admin/marketing/emails/${id}/${paused ? 'pause' : 'resume'}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.emails }),
  });
}
