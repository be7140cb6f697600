import { useState } from 'react';
import { ScrollText } from 'lucide-react';
import type { AdminLog } from '../../../shared/api/admin';
import { ADMIN_ACTIONS } from '../../../shared/options/admin';
import { Badge } from '../../components/ui/badge';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { FormField } from '../../components/ui/form-field';
import { useAdminLogs } from './api/get-logs';
import { AdminFrame, ListError } from './components/admin-frame';
import { PaginationBar } from './components/pagination-bar';
import { actionLabel, formatDateTime } from './lib/format';

export default function AdminLogsScreen() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState('');
  const [adminId, setAdminId] = useState('');
  const logs = useAdminLogs(page, action, adminId);

  return (
    <AdminFrame
      title="Admin Activity Logs"
      description="Every change an admin made, with what it was before and after."
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <FormField label="Action" id="log-action">
          <NativeSelect
            id="log-action"
            value={action}
            onChange={(e) => {
              setAction(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All actions</option>
            {ADMIN_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {actionLabel(a)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Admin" id="log-admin">
          <NativeSelect
            id="log-admin"
            value={adminId}
            onChange={(e) => {
              setAdminId(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All admins</option>
            {logs.data?.admins.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {a.username}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {logs.isError ? (
        <ListError what="logs" error={logs.error} />
      ) : !logs.data ? (
        <div className="grid gap-3">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-24 w-full rounded-2xl" />
          ))}
        </div>
      ) : logs.data.logs.length === 0 ? (
        <div className="grid place-items-center gap-3 rounded-2xl border border-dashed border-line-strong/60 p-10 text-center">
          <ScrollText aria-hidden="true" className="size-8 text-muted" />
          <p className="text-lg font-semibold">No activity logs found</p>
        </div>
      ) : (
        <div className="grid gap-4">
          <ol className="grid gap-3">
            {logs.data.logs.map((log) => (
              <LogEntry key={log.id} log={log} />
            ))}
          </ol>
          <PaginationBar noun="log entries" pagination={logs.data.pagination} onPage={setPage} />
        </div>
      )}
    </AdminFrame>
  );
}

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(
        ([k, v]) =>
          `${k}: ${v === null ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v as string | number | boolean)}`,
      )
      .join(', ');
  }
  return String(value as string | number | boolean);
}

function LogEntry({ log }: { log: AdminLog }) {
  const { before, after, ...rest } = log.details as { before?: unknown; after?: unknown } & Record<string, unknown>;
  const destructive = log.action.startsWith('delete') || log.action === 'deactivate_user';
  return (
    <li className="grid gap-2 rounded-2xl border border-line bg-surface p-4 shadow-soft sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={destructive ? 'destructive' : 'default'}>{actionLabel(log.action)}</Badge>
          <span className="text-sm">
            by <strong>{log.adminUsername}</strong> on {log.targetType} #{log.targetId ?? '—'}
          </span>
        </div>
        <time dateTime={log.createdAt} className="text-sm text-muted">
          {formatDateTime(log.createdAt)}
        </time>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {Object.keys(rest).length > 0 ? (
          <>
            <dt className="font-semibold text-muted">Details</dt>
            <dd className="break-words">{show(rest)}</dd>
          </>
        ) : null}
        {before !== undefined ? (
          <>
            <dt className="font-semibold text-muted">Before</dt>
            <dd className="break-words">{show(before)}</dd>
          </>
        ) : null}
        {after !== undefined ? (
          <>
            <dt className="font-semibold text-muted">After</dt>
            <dd className="break-words">{show(after)}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-muted">From</dt>
        <dd className="break-words text-muted">
          {log.ipAddress ?? 'unknown address'}
          {log.userAgent ? ` · ${log.userAgent}` : ''}
        </dd>
      </dl>
    </li>
  );
}
