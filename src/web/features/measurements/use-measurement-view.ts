import { useCallback, useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeasurementPreferences } from '../../../shared/api/preferences';
import { defaultMeasurementView, type MeasurementView } from '../../../shared/kitchen/measurements';
import { toast } from '../../components/ui/toast';
import { api } from '../../lib/api-client';
import { isAuthenticated, useCurrentUser } from '../auth';

// How this cook reads amounts (issue 29). Signed-in cooks: the account's preference
// (GET/PUT /api/account/preferences), so every device agrees. Visitors: the browser keeps it
// (localStorage), first guessed from the browser's language (en-US reads US units and °F).

export const PREFERENCES_URL = '/api/account/preferences';
export const preferencesKey = ['account', 'preferences'] as const;
export const VISITOR_STORAGE_KEY = 'chowdr.measurements';

function browserLocale(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}

function readVisitorView(): MeasurementView {
  try {
    const raw = localStorage.getItem(VISITOR_STORAGE_KEY);
    if (raw) {
      const v = JSON.parse(raw) as Partial<MeasurementView>;
      if ((v.unitSystem === 'metric' || v.unitSystem === 'us') && (v.temperature === 'C' || v.temperature === 'F'))
        return { unitSystem: v.unitSystem, temperature: v.temperature };
    }
  } catch {
    // Storage refused or a value we did not write: the locale's defaults.
  }
  return defaultMeasurementView(browserLocale());
}

// One snapshot for every component: useSyncExternalStore needs a stable value between changes.
const listeners = new Set<() => void>();
let visitorSnapshot: MeasurementView | null = null;
function visitorView(): MeasurementView {
  visitorSnapshot ??= readVisitorView();
  return visitorSnapshot;
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key !== VISITOR_STORAGE_KEY) return;
    visitorSnapshot = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
function setVisitorView(view: MeasurementView) {
  visitorSnapshot = view;
  try {
    localStorage.setItem(VISITOR_STORAGE_KEY, JSON.stringify(view));
  } catch {
    // Private mode without storage: the choice lasts this page.
  }
  for (const l of listeners) l();
}

/** The cook's measurement view and a setter (saved on the account when signed in, in the browser otherwise). */
export function useMeasurementView(): {
  view: MeasurementView;
  setView: (view: MeasurementView) => void;
  /** The account's preference has loaded (always true for visitors). */
  ready: boolean;
  saving: boolean;
} {
  const user = useCurrentUser();
  const signedIn = isAuthenticated(user);
  const local = useSyncExternalStore(subscribe, visitorView, visitorView);
  const queryClient = useQueryClient();
  const prefs = useQuery({
    queryKey: preferencesKey,
    queryFn: () => api.get<MeasurementPreferences>(PREFERENCES_URL),
    enabled: signedIn,
    staleTime: 5 * 60_000,
  });
  const save = useMutation({
    mutationFn: (view: MeasurementView) => api.put<MeasurementPreferences>(PREFERENCES_URL, view),
    onMutate: (view) => {
      const before = queryClient.getQueryData<MeasurementPreferences>(preferencesKey);
      queryClient.setQueryData(preferencesKey, view);
      return { before };
    },
    onSuccess: (data) => queryClient.setQueryData(preferencesKey, data),
    onError: (_e, _v, ctx) => {
      if (ctx?.before) queryClient.setQueryData(preferencesKey, ctx.before);
      toast({ title: 'Error', description: 'Failed to update your measurement settings.', variant: 'destructive' });
    },
  });
  const setView = useCallback(
    (view: MeasurementView) => (signedIn ? save.mutate(view) : setVisitorView(view)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save.mutate is stable
    [signedIn, save.mutate],
  );
  if (signedIn) {
    const data = prefs.data;
    return {
      view: data ? { unitSystem: data.unitSystem, temperature: data.temperature } : local,
      setView,
      ready: Boolean(data),
      saving: save.isPending,
    };
  }
  return { view: local, setView, ready: true, saving: false };
}
