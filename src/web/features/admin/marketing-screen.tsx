import { useMemo, useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import type { AdminUser } from '../../../shared/api/admin';
import {
  marketingExclusion,
  type CampaignStatus,
  type MarketingExclusion,
  type MarketingTemplate,
} from '../../../shared/api/marketing';
import { MARKETING_LIMITS } from '../../../shared/api/marketing';
import { marketingEmail } from '../../../shared/mail/layout';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Checkbox } from '../../components/ui/checkbox';
import { Textarea } from '../../components/ui/textarea';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { Progress } from '../../components/ui/progress';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import {
  useDeleteTemplate,
  useMarketingEmails,
  useMarketingTemplates,
  useMarketingUsers,
  useSaveTemplate,
  useSendMarketing,
  useSetCampaignPaused,
} from './api/marketing';
import { AdminFrame } from './components/admin-frame';
import { ConfirmDialog } from './components/confirm-dialog';
import { formatDateTime } from './lib/format';
import { count } from '../../lib/plural';
import { lazyResolver } from '../../lib/lazy-resolver';

type MarketingValues = { subject: string; content: string; templateName: string };
const loadSchema = () => import('./lib/marketing-schema');
const { resolver, preload } = lazyResolver<MarketingValues, Awaited<ReturnType<typeof loadSchema>>>(
  loadSchema,
  (m) => m.marketingResolver,
);

type Filter = 'all' | 'verified' | 'unverified' | 'active';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All Users' },
  { value: 'verified', label: 'Verified' },
  { value: 'unverified', label: 'Unverified' },
  { value: 'active', label: 'Active' },
];
const matches = (u: AdminUser, f: Filter) =>
  f === 'all' ? true : f === 'verified' ? u.emailVerified : f === 'unverified' ? !u.emailVerified : u.isActive;

const statusVariant: Record<CampaignStatus, BadgeProps['variant']> = {
  sending: 'default',
  paused: 'outline',
  sent: 'success',
  'partly failed': 'destructive',
  failed: 'destructive',
};

export default function AdminMarketingScreen() {
  const form = useForm<MarketingValues>({ resolver, defaultValues: { subject: '', content: '', templateName: '' } });
  const [subject, content, templateName] = form.watch(['subject', 'content', 'templateName']);
  const setSubject = (v: string) => form.setValue('subject', v);
  const setContent = (v: string) => form.setValue('content', v);
  const setTemplateName = (v: string) => form.setValue('templateName', v);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // Every destructive admin action asks first (issue 26 item 6).
  const [deletingTemplate, setDeletingTemplate] = useState<MarketingTemplate | null>(null);
  const [filter, setFilter] = useState<Filter>('all');
  const [editingId, setEditingId] = useState<number | null>(null);
  const [editingName, setEditingName] = useState('');

  const users = useMarketingUsers();
  const templates = useMarketingTemplates();
  const emails = useMarketingEmails();
  const send = useSendMarketing();
  const saveTemplate = useSaveTemplate();
  const deleteTemplate = useDeleteTemplate();
  const setPaused = useSetCampaignPaused();

  const filtered = useMemo(() => (users.data?.users ?? []).filter((u) => matches(u, filter)), [users.data, filter]);
  // Users the send would skip (unverified, inactive, opted out) are shown, marked with the reason, and
  // cannot be chosen: the button and the toast count only those who will receive it (issue 26 item 4).
  const selectable = useMemo(() => filtered.filter((u) => marketingExclusion(u) === null), [filtered]);
  const excluded = useMemo(() => {
    const by: Record<MarketingExclusion, number> = { unverified: 0, inactive: 0, 'opted out': 0 };
    for (const u of filtered) {
      const why = marketingExclusion(u);
      if (why) by[why] += 1;
    }
    return by;
  }, [filtered]);
  const excludedTotal = excluded.unverified + excluded.inactive + excluded['opted out'];
  const allSelected = selectable.length > 0 && selectable.every((u) => selected.has(u.id));
  const canSend = subject.trim() !== '' && content.trim() !== '' && selected.size > 0 && !send.isPending;
  const canSaveTemplate =
    templateName.trim() !== '' && subject.trim() !== '' && content.trim() !== '' && !saveTemplate.isPending;

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onSend = form.handleSubmit(({ subject, content }) => {
    if (!canSend) return;
    send.mutate(
      { subject: subject.trim(), content: content.trim(), recipients: [...selected] },
      {
        onSuccess: (r) => {
          toast({ title: `Email sent successfully to ${count(r.recipientCount, 'recipient')}!` });
          form.reset({ ...form.getValues(), subject: '', content: '' });
          setSelected(new Set());
        },
        onError: () =>
          toast({
            title: 'Failed to Send Email',
            description: 'Failed to send email. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  });

  const cancelEdit = () => {
    setEditingId(null);
    setEditingName('');
    setTemplateName('');
    setSubject('');
    setContent('');
  };

  const onSaveTemplate = form.handleSubmit(({ templateName, subject, content }) => {
    if (!canSaveTemplate) return;
    saveTemplate.mutate(
      { id: editingId ?? undefined, name: templateName.trim(), subject: subject.trim(), content: content.trim() },
      {
        onSuccess: () => {
          toast({ title: editingId === null ? 'Template saved' : 'Template updated' });
          if (editingId !== null) cancelEdit();
          else setTemplateName('');
        },
        onError: () => toast({ title: 'Error', description: 'Failed to save template.', variant: 'destructive' }),
      },
    );
  });

  const onPauseOrResume = (id: number, paused: boolean) =>
    setPaused.mutate(
      { id, paused },
      {
        onSuccess: () => toast({ title: paused ? 'Campaign paused' : 'Campaign resumed' }),
        onError: () =>
          toast({
            title: 'Error',
            description: paused ? 'Failed to pause campaign.' : 'Failed to resume campaign.',
            variant: 'destructive',
          }),
      },
    );
  const pendingId = setPaused.isPending ? setPaused.variables?.id : undefined;

  const preview = subject.trim() && content.trim() ? marketingEmail(subject, content) : null;

  return (
    <AdminFrame title="Marketing Emails" description="Send targeted email campaigns to your users">
      <Tabs defaultValue="compose">
        <TabsList aria-label="Marketing" className="grid-flow-row grid-cols-2 sm:grid-flow-col sm:grid-cols-none">
          <TabsTrigger value="compose">Compose</TabsTrigger>
          <TabsTrigger value="templates">Templates</TabsTrigger>
          <TabsTrigger value="history">History</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>

        <TabsContent value="compose">
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <Card>
              <CardHeader>
                <CardTitle>Compose</CardTitle>
              </CardHeader>
              <CardContent>
                <form
                  className="grid gap-4"
                  onSubmit={(event) => void onSend(event)}
                  onFocus={() => void preload().catch(() => undefined)}
                >
                  <MessageFields register={form.register} idPrefix="compose" />
                  {excludedTotal > 0 ? (
                    <p className="text-sm text-muted" data-testid="excluded-recipients">
                      {exclusionSummary(excludedTotal, excluded)}
                    </p>
                  ) : null}
                  <Button type="submit" disabled={!canSend} className="justify-self-start">
                    {send.isPending ? 'Sending...' : `Send to ${count(selected.size, 'user')}`}
                  </Button>
                </form>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Recipients</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-3">
                <FormField label="Filter" id="recipient-filter">
                  <NativeSelect
                    id="recipient-filter"
                    value={filter}
                    onChange={(e) => setFilter(e.target.value as Filter)}
                  >
                    {FILTERS.map((f) => (
                      <option key={f.value} value={f.value}>
                        {f.label}
                      </option>
                    ))}
                  </NativeSelect>
                </FormField>
                <label className="flex min-h-11 items-center gap-3 font-semibold">
                  <Checkbox
                    checked={allSelected}
                    disabled={selectable.length === 0}
                    onCheckedChange={() => setSelected(allSelected ? new Set() : new Set(selectable.map((u) => u.id)))}
                  />
                  Select All ({count(selectable.length, 'user')})
                </label>
                {excludedTotal > 0 ? (
                  <p className="text-sm text-muted">{exclusionSummary(excludedTotal, excluded)}</p>
                ) : null}
                {users.isPending ? (
                  <p className="text-muted" role="status">
                    Loading users...
                  </p>
                ) : filtered.length === 0 ? (
                  <p className="text-muted">No users found</p>
                ) : (
                  <ul
                    className="grid max-h-64 gap-1 overflow-y-auto rounded-xl border border-line p-1"
                    aria-label="Users"
                  >
                    {filtered.map((u) => (
                      <li key={u.id}>
                        <label
                          className={cn(
                            'flex min-h-11 items-center gap-3 rounded-lg px-2 py-1',
                            marketingExclusion(u) ? 'cursor-not-allowed' : 'cursor-pointer hover:bg-sand',
                          )}
                        >
                          <Checkbox
                            checked={!marketingExclusion(u) && selected.has(u.id)}
                            disabled={marketingExclusion(u) !== null}
                            onCheckedChange={() => toggle(u.id)}
                          />
                          <span className="min-w-0 flex-1">
                            <span className="block truncate font-medium">
                              {u.firstName} {u.lastName}
                            </span>
                            <span className="block truncate text-sm text-muted">{u.email}</span>
                            <span className="mt-1 flex flex-wrap gap-1 empty:hidden">
                              {u.emailVerified ? <Badge variant="success">Verified</Badge> : null}
                              {u.role === 'admin' ? <Badge variant="secondary">Admin</Badge> : null}
                              {marketingExclusion(u) ? (
                                <Badge variant="outline">Will not receive: {marketingExclusion(u)}</Badge>
                              ) : null}
                            </span>
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </div>
        </TabsContent>

        <TabsContent value="templates">
          <div className="grid gap-6 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>{editingId === null ? 'New template' : `Editing: ${editingName}`}</CardTitle>
              </CardHeader>
              <CardContent>
                <form
                  className="grid gap-4"
                  onSubmit={(event) => void onSaveTemplate(event)}
                  onFocus={() => void preload().catch(() => undefined)}
                >
                  <FormField label="Template name" id="template-name">
                    <Input id="template-name" maxLength={MARKETING_LIMITS.name} {...form.register('templateName')} />
                  </FormField>
                  <MessageFields register={form.register} idPrefix="template" />
                  <div className="flex flex-wrap gap-2">
                    <Button type="submit" disabled={!canSaveTemplate}>
                      {editingId === null ? 'Save Template' : 'Update Template'}
                    </Button>
                    {editingId !== null ? (
                      <Button type="button" variant="outline" onClick={cancelEdit}>
                        Cancel
                      </Button>
                    ) : null}
                  </div>
                </form>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Saved templates</CardTitle>
              </CardHeader>
              <CardContent>
                {templates.isPending ? (
                  <p className="text-muted" role="status">
                    Loading templates...
                  </p>
                ) : !templates.data?.length ? (
                  <p className="text-muted">No templates saved yet</p>
                ) : (
                  <ul className="grid max-h-64 gap-2 overflow-y-auto" aria-label="Templates">
                    {templates.data.map((tpl) => (
                      <li key={tpl.id} className="flex flex-wrap items-center gap-2 rounded-xl border border-line p-3">
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-semibold">{tpl.name}</span>
                          <span className="block truncate text-sm text-muted">{tpl.subject}</span>
                        </span>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => {
                            setSubject(tpl.subject);
                            setContent(tpl.content);
                            toast({ title: 'Template loaded' });
                          }}
                        >
                          Load
                        </Button>
                        <Button
                          size="icon"
                          variant="ghost"
                          aria-label={`Edit ${tpl.name}`}
                          onClick={() => {
                            setEditingId(tpl.id);
                            setEditingName(tpl.name);
                            setTemplateName(tpl.name);
                            setSubject(tpl.subject);
                            setContent(tpl.content);
                          }}
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                        </Button>
                        <Button
                          size="icon"
                          variant="ghost"
                          aria-label={`Delete ${tpl.name}`}
                          onClick={() => setDeletingTemplate(tpl)}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </div>
        </TabsContent>

        <TabsContent value="history">
          <Card>
            <CardHeader>
              <CardTitle>Email history</CardTitle>
            </CardHeader>
            <CardContent>
              {emails.isPending ? (
                <div className="grid gap-3" role="status" aria-label="Loading email history...">
                  <p className="text-muted">Loading email history...</p>
                  <Skeleton className="h-16 w-full rounded-xl" />
                </div>
              ) : !emails.data?.length ? (
                <p className="text-muted">No emails sent yet</p>
              ) : (
                <ul className="grid gap-3" aria-label="Sent emails">
                  {emails.data.map((e) => (
                    <li key={e.id} className="grid gap-1 rounded-xl border border-line p-4">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <span className="min-w-0 font-semibold break-words">{e.subject}</span>
                        <Badge variant={statusVariant[e.status]}>{e.status}</Badge>
                      </div>
                      <p className="text-sm text-muted">
                        Sent to {count(e.recipientCount, 'recipient')} ·{' '}
                        <time dateTime={e.sentAt}>{formatDateTime(e.sentAt)}</time> · by {e.sentBy}
                      </p>
                      {e.recipients?.length ? (
                        <p className="text-sm wrap-anywhere text-muted">
                          To: {e.recipients.join(', ')}
                          {e.recipientCount > e.recipients.length
                            ? ` and ${count(e.recipientCount - e.recipients.length, 'other')}`
                            : ''}
                        </p>
                      ) : null}
                      <p className="text-sm text-muted">
                        {e.sent} sent · {e.queued} queued · {e.failed} failed
                      </p>
                      {e.status === 'sending' || e.status === 'paused' ? (
                        <div className="mt-2 flex flex-wrap items-center gap-3">
                          <Progress
                            className="min-w-40 flex-1"
                            value={e.sent + e.failed}
                            max={Math.max(1, e.recipientCount)}
                            aria-label={`Progress of ${e.subject}`}
                          />
                          {e.status === 'sending' ? (
                            <Button
                              size="sm"
                              variant="outline"
                              disabled={pendingId === e.id}
                              aria-label={`${pendingId === e.id ? 'Pausing...' : 'Pause'} ${e.subject}`}
                              onClick={() => onPauseOrResume(e.id, true)}
                            >
                              <Pause aria-hidden="true" className="size-4" />
                              {pendingId === e.id ? 'Pausing...' : 'Pause'}
                            </Button>
                          ) : (
                            <Button
                              size="sm"
                              disabled={pendingId === e.id}
                              aria-label={`${pendingId === e.id ? 'Resuming...' : 'Resume'} ${e.subject}`}
                              onClick={() => onPauseOrResume(e.id, false)}
                            >
                              <Play aria-hidden="true" className="size-4" />
                              {pendingId === e.id ? 'Resuming...' : 'Resume'}
                            </Button>
                          )}
                        </div>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="preview">
          {preview ? (
            // The mail's own HTML (our renderer escapes every word the admin typed), minus the document shell.
            <section
              aria-label="Email preview"
              className="max-w-[600px] overflow-hidden rounded-xl"
              dangerouslySetInnerHTML={{ __html: bodyOf(preview.html) }}
            />
          ) : (
            <p className="text-muted">Enter email subject and content to preview</p>
          )}
        </TabsContent>
      </Tabs>
      <ConfirmDialog
        open={deletingTemplate !== null}
        onOpenChange={(open) => !open && setDeletingTemplate(null)}
        title="Delete this template?"
        description={
          <>
            <strong>{deletingTemplate?.name}</strong> will be removed for good. This cannot be undone.
          </>
        }
        confirmLabel="Delete Template"
        pending={deleteTemplate.isPending}
        onConfirm={() => {
          const tpl = deletingTemplate;
          if (!tpl) return;
          deleteTemplate.mutate(tpl.id, {
            onSuccess: () => {
              setDeletingTemplate(null);
              if (editingId === tpl.id) cancelEdit();
            },
            onError: () => {
              setDeletingTemplate(null);
              toast({ title: 'Error', description: 'Failed to delete template.', variant: 'destructive' });
            },
          });
        }}
      />
    </AdminFrame>
  );
}

/** The inside of <body> of a rendered mail. */
function bodyOf(html: string): string {
  const start = html.indexOf('>', html.indexOf('<body')) + 1;
  const end = html.lastIndexOf('</body>');
  return html.slice(start, end);
}

function MessageFields({ register, idPrefix }: { register: UseFormRegister<MarketingValues>; idPrefix: string }) {
  return (
    <>
      <FormField label="Subject" id={`${idPrefix}-subject`}>
        <Input maxLength={MARKETING_LIMITS.subject} {...register('subject')} />
      </FormField>
      <FormField label="Content" id={`${idPrefix}-content`}>
        <Textarea rows={12} maxLength={MARKETING_LIMITS.content} {...register('content')} />
      </FormField>
    </>
  );
}

/** '2 users will not receive this: 1 unverified, 1 opted out of product emails.' */
function exclusionSummary(total: number, by: Record<MarketingExclusion, number>): string {
  const reasons = [
    by.unverified ? `${by.unverified} unverified` : '',
    by.inactive ? `${by.inactive} inactive` : '',
    by['opted out'] ? `${by['opted out']} opted out of product emails` : '',
  ].filter(Boolean);
  return `${count(total, 'user')} will not receive this: ${reasons.join(', ')}.`;
}
