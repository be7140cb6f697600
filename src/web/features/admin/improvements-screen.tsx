import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Bug, Gauge, Lightbulb, MessageSquare, Palette, Pencil, Sparkles, Trash2, type LucideIcon } from 'lucide-react';
import type { Improvement } from '../../../shared/api/improvements';
import { IMPROVEMENT_STATUSES, type ImprovementCategory, type ImprovementStatus } from '../../../shared/options/admin';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { Textarea } from '../../components/ui/textarea';
import { FormField } from '../../components/ui/form-field';
import { useDeleteImprovement, useImprovements, useUpdateImprovement } from '../improvements';
import { AdminFrame } from './components/admin-frame';
import { ConfirmDialog } from './components/confirm-dialog';
import { formatDate } from './lib/format';
import type { SuggestionUpdateValues } from './lib/suggestion-update-schema';
import { lazyResolver } from '../../lib/lazy-resolver';

const loadSchema = () => import('./lib/suggestion-update-schema');
const { resolver, preload } = lazyResolver<SuggestionUpdateValues, Awaited<ReturnType<typeof loadSchema>>>(
  loadSchema,
  (m) => m.suggestionUpdateResolver,
);

const categoryIcons: Record<ImprovementCategory, LucideIcon> = {
  bug: Bug,
  feature: Sparkles,
  ui: Palette,
  performance: Gauge,
  other: MessageSquare,
};
const categoryLabels: Record<ImprovementCategory, string> = {
  bug: 'Bug',
  feature: 'Feature',
  ui: 'UI',
  performance: 'Performance',
  other: 'Other',
};
export const statusLabels: Record<ImprovementStatus, string> = {
  pending: 'Pending',
  reviewed: 'Reviewed',
  'in-progress': 'In Progress',
  completed: 'Completed',
  rejected: 'Rejected',
};
const statusVariant: Record<ImprovementStatus, BadgeProps['variant']> = {
  pending: 'outline',
  reviewed: 'secondary',
  'in-progress': 'default',
  completed: 'success',
  rejected: 'destructive',
};
const priorityVariant = { low: 'outline', medium: 'secondary', high: 'destructive' } as const;

export default function AdminImprovementsScreen() {
  const list = useImprovements();
  const [editing, setEditing] = useState<Improvement | null>(null);

  useEffect(() => {
    if (list.isError) toast({ title: 'Error', description: 'Failed to fetch suggestions', variant: 'destructive' });
  }, [list.isError]);

  return (
    <AdminFrame title="User Feedback" description="Review and manage user feedback and improvement suggestions">
      {list.isError ? (
        <p className="text-muted">Failed to fetch suggestions.</p>
      ) : !list.data ? (
        <div className="grid gap-4">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-40 w-full rounded-2xl" />
          ))}
        </div>
      ) : list.data.suggestions.length === 0 ? (
        <div className="grid place-items-center gap-3 rounded-2xl border border-dashed border-line-strong/60 p-10 text-center">
          <Lightbulb aria-hidden="true" className="size-10 text-muted" />
          <h2 className="text-xl font-semibold">No Suggestions Yet</h2>
          <p className="text-muted">User improvement suggestions will appear here once submitted.</p>
        </div>
      ) : (
        <ul className="grid gap-4">
          {list.data.suggestions.map((s) => (
            <SuggestionCard key={s.id} suggestion={s} onEdit={() => setEditing(s)} />
          ))}
        </ul>
      )}
      <UpdateSuggestionDialog suggestion={editing} onClose={() => setEditing(null)} />
    </AdminFrame>
  );
}

function SuggestionCard({ suggestion: s, onEdit }: { suggestion: Improvement; onEdit: () => void }) {
  const Icon = categoryIcons[s.category];
  const del = useDeleteImprovement();
  // Every destructive admin action asks first (issue 26 item 6).
  const [confirming, setConfirming] = useState(false);
  const remove = () =>
    del.mutate(s.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Success', description: 'Improvement suggestion deleted successfully', variant: 'success' });
      },
      onError: () => {
        setConfirming(false);
        toast({ title: 'Error', description: 'Failed to delete suggestion', variant: 'destructive' });
      },
    });
  return (
    <li className="grid gap-3 rounded-2xl border border-line bg-surface p-5 shadow-soft sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary-ink">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="grid min-w-0 gap-0.5">
            <h2 className="text-lg font-semibold break-words">{s.title}</h2>
            <p className="text-sm text-muted">
              By {s.username ?? (s.userId !== null ? `User #${s.userId}` : 'a deleted account')} ·{' '}
              {formatDate(s.createdAt)}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant={priorityVariant[s.priority]} className="capitalize">
            {s.priority} priority
          </Badge>
          <Badge variant={statusVariant[s.status]}>{statusLabels[s.status]}</Badge>
        </div>
      </div>
      <p className="whitespace-pre-wrap break-words">{s.description}</p>
      {s.adminNotes ? (
        <div className="rounded-xl bg-sand/70 p-3 text-sm">
          <p className="font-semibold">Admin Notes:</p>
          <p className="whitespace-pre-wrap break-words">{s.adminNotes}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        <div className="flex items-center gap-2 text-sm text-muted">
          <Badge variant="outline">{categoryLabels[s.category]}</Badge>
          <span>ID: {s.id}</span>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Update ${s.title}`}>
            <Pencil aria-hidden="true" />
            Update
          </Button>
          <Button variant="destructive" size="sm" onClick={() => setConfirming(true)} aria-label={`Delete ${s.title}`}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this suggestion?"
        description={
          <>
            <strong>{s.title}</strong> will be removed for good. This cannot be undone.
          </>
        }
        confirmLabel="Delete Suggestion"
        pending={del.isPending}
        onConfirm={remove}
      />
    </li>
  );
}

function UpdateSuggestionDialog({ suggestion, onClose }: { suggestion: Improvement | null; onClose: () => void }) {
  return (
    <Dialog open={suggestion !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {suggestion ? <UpdateForm key={suggestion.id} suggestion={suggestion} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function UpdateForm({ suggestion, onClose }: { suggestion: Improvement; onClose: () => void }) {
  const form = useForm<SuggestionUpdateValues>({
    resolver,
    defaultValues: { status: suggestion.status, adminNotes: suggestion.adminNotes ?? '' },
  });
  const update = useUpdateImprovement();

  const submit = form.handleSubmit(({ status, adminNotes }) => {
    const trimmed = adminNotes.trim();
    if (!trimmed && status === suggestion.status) {
      toast({ title: 'Error', description: 'Please provide admin notes or update the status', variant: 'destructive' });
      return;
    }
    update.mutate(
      { id: suggestion.id, status, ...(trimmed ? { adminNotes: trimmed } : {}) },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Improvement suggestion updated successfully', variant: 'success' });
          onClose();
        },
        onError: () => toast({ title: 'Error', description: 'Failed to update suggestion', variant: 'destructive' }),
      },
    );
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={() => void preload().catch(() => undefined)}
      className="grid gap-4"
      noValidate
    >
      <DialogHeader>
        <DialogTitle>Update Suggestion</DialogTitle>
        <DialogDescription className="break-words">{suggestion.title}</DialogDescription>
      </DialogHeader>
      <FormField label="Status" id="suggestion-status">
        <NativeSelect id="suggestion-status" {...form.register('status')}>
          {IMPROVEMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Admin Notes" id="suggestion-notes">
        <Textarea
          id="suggestion-notes"
          rows={4}
          maxLength={5000}
          {...form.register('adminNotes')}
          placeholder="Add internal notes about this suggestion..."
        />
      </FormField>
      <DialogActions>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Updating...' : 'Update'}
        </Button>
      </DialogActions>
    </form>
  );
}
