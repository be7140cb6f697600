import { useCallback, useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeasurementPreferences, StoredMeasurementPreferences } from '../../../shared/api/preferences';
import type { MeasurementView } from '../../../shared/kitchen/measurements';
import { toast } from '../../components/ui/toast';
import { api } from '../../lib/api-client';
import { isAuthenticated, useCurrentUser } from '../auth';

// How this cook reads amounts (issue 29). Signed-in cooks: the account's preference
// (GET/PUT /api/account/preferences), so every device agrees; a new account's comes from the
// browser's language at sign-up. Visitors: the browser keeps their choice (localStorage).
// Null until chosen: recipes read as written (scaled, never converted).

export const PREFERENCES_URL = '/api/account/preferences';
export const preferencesKey = ['account', 'preferences'] as const;
export const VISITOR_STORAGE_KEY = 'chowdr.measurements';

function readVisitorView(): MeasurementView | null {
  try {
    const raw = localStorage.getItem(VISITOR_STORAGE_KEY);
    if (raw) {
      const v = JSON.parse(raw) as Partial<MeasurementView>;
      if ((v.unitSystem === 'metric' || v.unitSystem === 'us') && (v.temperature === 'C' || v.temperature === 'F'))
        return { unitSystem: v.unitSystem, temperature: v.temperature };
    }
  } catch {
    // Storage refused or a value we did not write: as written.
  }
  return null;
}

// One snapshot for every component: useSyncExternalStore needs a stable value between changes.
const listeners = new Set<() => void>();
let visitorSnapshot: { view: MeasurementView | null } | null = null;
function visitorView(): { view: MeasurementView | null } {
  visitorSnapshot ??= { view: readVisitorView() };
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
  visitorSnapshot = { view };
  try {
    localStorage.setItem(VISITOR_STORAGE_KEY, JSON.stringify(view));
  } catch {
    // Private mode without storage: the choice lasts this page.
  }
  for (const l of listeners) l();
}

/**
 * The cook's measurement view (null: as written) and a setter (saved on the account when signed
 * in, in the browser otherwise).
 */
export function useMeasurementView(): {
  view: MeasurementView | null;
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
    queryFn: () => api.get<StoredMeasurementPreferences>(PREFERENCES_URL),
    enabled: signedIn,
    staleTime: 5 * 60_000,
  });
  const save = useMutation({
    mutationFn: (view: MeasurementView) => api.put<MeasurementPreferences>(PREFERENCES_URL, view),
    onMutate: (view) => {
      const before = queryClient.getQueryData<StoredMeasurementPreferences>(preferencesKey);
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
    // The signed-in user's payload carries the preference, so the first paint is already in the cook's
    // units; the preference query (updated by every change) takes over once loaded.
    const data = prefs.data ?? { unitSystem: user.unitSystem ?? null, temperature: user.temperature ?? null };
    return {
      view: data.unitSystem && data.temperature ? { unitSystem: data.unitSystem, temperature: data.temperature } : null,
      setView,
      ready: Boolean(prefs.data) || user.unitSystem !== undefined,
      saving: save.isPending,
    };
  }
  return { view: local.view, setView, ready: true, saving: false };
}
