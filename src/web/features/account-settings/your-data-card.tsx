import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, FileJson, Upload } from 'lucide-react';
import type { AccountImportResult } from '../../../shared/api/account-data';
import {
  ACCOUNT_DATA_FORMAT,
  ACCOUNT_IMPORT_KEYS,
  ACCOUNT_IMPORT_MAX_BYTES,
} from '../../../shared/options/account-data';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardIconHeader } from '../../components/ui/card';
import { toast } from '../../components/ui/toast';
import { api, getErrorMessage, NetworkError, throwIfResNotOk } from '../../lib/api-client';
import { count } from '../../lib/plural';

const EXPORT_URL = '/api/account/export';

/** Downloads the file the server names (streamed by the server; saved through a blob here). */
async function downloadMyData(): Promise<string> {
  let res: Response;
  try {
    res = await fetch(EXPORT_URL, { credentials: 'include', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new NetworkError(error);
  }
  await throwIfResNotOk(res, EXPORT_URL);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'chowdr-data.json';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** A problem with the chosen file itself, said before anything is sent. */
class FileProblem extends Error {}

/** Reads the chosen file and keeps only what the import takes (chats and the rest stay home). */
async function readImportFile(file: File): Promise<Record<string, unknown>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    throw new FileProblem(`${file.name} is not a JSON file. Choose the file 'Download my data' saved.`);
  }
  if (!parsed || typeof parsed !== 'object' || (parsed as { format?: unknown }).format !== ACCOUNT_DATA_FORMAT) {
    throw new FileProblem(`${file.name} is not a Chowdr data file. Choose the file 'Download my data' saved.`);
  }
  const body = Object.fromEntries(
    ACCOUNT_IMPORT_KEYS.filter((k) => k in parsed).map((k) => [k, (parsed as Record<string, unknown>)[k]]),
  );
  if (new Blob([JSON.stringify(body)]).size > ACCOUNT_IMPORT_MAX_BYTES) {
    throw new FileProblem(
      `The recipes, pantry and meals in ${file.name} are larger than ${ACCOUNT_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
    );
  }
  return body;
}

function summary(r: AccountImportResult): string {
  const part = (n: { added: number; skipped: number }, one: string, other?: string) =>
    `${count(n.added, one, other)}${n.skipped ? ` (${n.skipped.toLocaleString('en-US')} skipped)` : ''}`;
  return `Added ${part(r.recipes, 'recipe')}, ${part(r.pantry, 'pantry ingredient')} and ${part(r.meals, 'meal')}.`;
}

/**
 * 'Your data' on Account Settings (issue 30): 'Download my data' saves one JSON file with
 * everything of the cook's; 'Import my data' takes such a file (from this or another Chowdr) into
 * this account: recipes, pantry and meals, skipping what is already here.
 */
export function YourDataCard() {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<string | null>(null);
  const download = useMutation({
    mutationFn: downloadMyData,
    onError: (error) =>
      toast({
        title: 'Download Failed',
        description: getErrorMessage(error, 'Your data could not be downloaded. Please try again.'),
        variant: 'destructive',
      }),
  });
  const importer = useMutation({
    mutationFn: async (file: File) => api.post<AccountImportResult>('/api/account/import', await readImportFile(file)),
    onMutate: () => setResult(null),
    onSuccess: (r) => {
      setResult(summary(r));
      // Recipes, pantry and calendar all changed. The summary below is a live status (announced).
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
    },
    onError: (error) =>
      toast({
        title: 'Import Failed',
        description:
          error instanceof FileProblem ? error.message : getErrorMessage(error, 'The file could not be imported.'),
        variant: 'destructive',
      }),
  });
  return (
    <Card>
      <CardIconHeader
        icon={FileJson}
        title="Your Data"
        description="One JSON file with your profile, preferences, pantry, saved recipes, meals, feedback and chats."
      />
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => download.mutate()} loading={download.isPending}>
            <Download aria-hidden="true" />
            Download my data
          </Button>
          <Button variant="outline" onClick={() => input.current?.click()} loading={importer.isPending}>
            <Upload aria-hidden="true" />
            Import my data
          </Button>
          <input
            ref={input}
            type="file"
            accept="application/json,.json"
            className="sr-only"
            tabIndex={-1}
            aria-label="Data file to import"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) importer.mutate(file);
            }}
          />
        </div>
        <p className="text-sm text-muted">
          Import takes a file from &lsquo;Download my data&rsquo;, from this or another Chowdr: its recipes, pantry and
          meals join this account, and anything already here is skipped.
        </p>
        {result ? (
          <Alert variant="success" title="Data imported">
            {result}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
