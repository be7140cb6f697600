import { Archive } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { getErrorMessage } from '../../../lib/api-client';
import { count } from '../../../lib/plural';
import { useAdminBackups, useTakeBackup } from '../api/backups';
import { formatBytes, formatDateTime } from '../lib/format';
import { ListError } from './admin-frame';

/** The file's name without its folder (the folder is shown once, below). */
const baseName = (file: string) => file.slice(file.lastIndexOf('/') + 1);

/**
 * The server's backups on the admin dashboard (issue 30): the last one (time, size, file), a
 * failed one, when the next is due, and 'Take a backup now'.
 */
export function BackupsCard() {
  const backups = useAdminBackups();
  const take = useTakeBackup();
  const data = backups.data;
  const onTake = () =>
    take.mutate(undefined, {
      onSuccess: (s) =>
        toast({
          title: 'Backup Taken',
          description: s.lastSuccess
            ? `${baseName(s.lastSuccess.file)} (${formatBytes(s.lastSuccess.bytes)})`
            : undefined,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Backup Failed',
          description: getErrorMessage(error, 'The backup failed.'),
          variant: 'destructive',
        }),
    });
  const schedule = data
    ? data.intervalHours > 0
      ? `Automatic every ${count(data.intervalHours, 'hour')}, keeping the newest ${count(data.keep, 'file')}.`
      : 'Automatic backups are off (BACKUP_INTERVAL_HOURS=0).'
    : undefined;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle className="flex items-center gap-2">
            <Archive aria-hidden="true" className="size-5 text-sage-ink" />
            Backups
          </CardTitle>
          {data?.lastFailure ? (
            <Badge variant="destructive">Last backup failed</Badge>
          ) : data?.lastSuccess ? (
            <Badge variant="success">Backed up</Badge>
          ) : null}
        </div>
        <CardDescription>{schedule ?? '\u00a0'}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {backups.isError ? (
          <ListError what="backups" error={backups.error} />
        ) : (
          <>
            {data?.lastFailure ? (
              <Alert variant="error" title={`The backup of ${formatDateTime(data.lastFailure.at)} failed`}>
                {data.lastFailure.message}
              </Alert>
            ) : null}
            <dl className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-3">
              <div className="grid gap-1 rounded-xl bg-sand/60 p-3">
                <dt className="text-xs font-semibold text-muted uppercase">Last backup</dt>
                <dd className="font-semibold">
                  {!data ? (
                    <Skeleton className="h-5 w-24" />
                  ) : data.lastSuccess ? (
                    formatDateTime(data.lastSuccess.at)
                  ) : (
                    'None yet'
                  )}
                </dd>
              </div>
              <div className="grid gap-1 rounded-xl bg-sand/60 p-3">
                <dt className="text-xs font-semibold text-muted uppercase">Size</dt>
                <dd className="font-semibold">
                  {!data ? (
                    <Skeleton className="h-5 w-16" />
                  ) : data.lastSuccess ? (
                    formatBytes(data.lastSuccess.bytes)
                  ) : (
                    '—'
                  )}
                </dd>
              </div>
              <div className="grid gap-1 rounded-xl bg-sand/60 p-3">
                <dt className="text-xs font-semibold text-muted uppercase">Next</dt>
                <dd className="font-semibold">
                  {!data ? <Skeleton className="h-5 w-24" /> : data.nextAt ? formatDateTime(data.nextAt) : '—'}
                </dd>
              </div>
            </dl>
            {data ? (
              <p className="text-sm break-all text-muted">
                {data.lastSuccess ? (
                  <>
                    File: <span className="font-mono">{baseName(data.lastSuccess.file)}</span> in{' '}
                  </>
                ) : (
                  'Folder: '
                )}
                <span className="font-mono">{data.dir}</span>
              </p>
            ) : null}
            <div>
              <Button variant="outline" onClick={onTake} loading={take.isPending || data?.running}>
                Take a backup now
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
