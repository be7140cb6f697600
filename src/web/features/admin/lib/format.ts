/** Spec 9: under 60 minutes as minutes, under 1440 as hours and minutes, else days and hours. */
export function formatAppTime(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m}m`;
  if (m < 1440) return `${Math.floor(m / 60)}h ${m % 60}m`;
  return `${Math.floor(m / 1440)}d ${Math.floor((m % 1440) / 60)}h`;
}

const dateFmt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFmt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string | null | undefined) => (iso ? dateFmt.format(new Date(iso)) : 'Never');
export const formatDateTime = (iso: string) => dateTimeFmt.format(new Date(iso));

export const formatNumber = (n: number) => n.toLocaleString();

/** Spec 4: Verified, Pending or No Email. */
export function emailStatus(u: { email: string; emailVerified: boolean }): 'Verified' | 'Pending' | 'No Email' {
  if (!u.email) return 'No Email';
  return u.emailVerified ? 'Verified' : 'Pending';
}

/** 'update_user_role' -> 'Update user role'. */
export function actionLabel(action: string): string {
  const s = action.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A file size: '512 B', '14.2 KB', '3.1 MB', '1.2 GB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let n = bytes / 1024;
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i += 1;
  }
  return `${n.toFixed(1)} ${units[i]}`;
}
