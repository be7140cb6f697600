import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import type { MarketingPreferences } from '../../../shared/api/marketing';
import { Card, CardContent, CardIconHeader } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/toast';
import { api } from '../../lib/api-client';

const key = ['marketing', 'preferences'] as const;

/** 'Product news and tips by email': the marketing opt-out (GET/PUT /api/marketing/preferences). */
export function ProductEmailsCard() {
  const queryClient = useQueryClient();
  const prefs = useQuery({ queryKey: key, queryFn: () => api.get<MarketingPreferences>('/api/marketing/preferences') });
  const save = useMutation({
    mutationFn: (productEmails: boolean) =>
      api.put<MarketingPreferences>('/api/marketing/preferences', { productEmails }),
    onSuccess: (data) => queryClient.setQueryData(key, data),
    onError: () =>
      toast({ title: 'Error', description: 'Failed to update your email preferences.', variant: 'destructive' }),
  });
  const checked = save.isPending ? save.variables : prefs.data?.productEmails;
  return (
    <Card>
      <CardIconHeader
        icon={Mail}
        title="Email"
        description="Account emails (verification, password reset) always arrive."
      />
      <CardContent className="flex items-center justify-between gap-4">
        <Label htmlFor="product-emails">Product news and tips by email</Label>
        {prefs.data ? (
          <Switch
            id="product-emails"
            checked={checked}
            onCheckedChange={(v) => save.mutate(v)}
            disabled={save.isPending}
          />
        ) : (
          <Skeleton className="h-7 w-14 rounded-full" />
        )}
      </CardContent>
    </Card>
  );
}
