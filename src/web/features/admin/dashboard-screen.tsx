import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  Activity,
  ArrowLeft,
  BookOpen,
  CalendarDays,
  ChefHat,
  Clock,
  Database,
  HardDrive,
  Heart,
  Lightbulb,
  Mail,
  ScrollText,
  Server,
  Sparkles,
  Timer,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { HealthCheck } from '../../../shared/api/admin';
import { Badge } from '../../components/ui/badge';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useDashboard } from './api/get-dashboard';
import { useAdminHealth } from './api/get-health';
import { AdminFrame, ListError } from './components/admin-frame';
import { BackupsCard } from './components/backups-card';
import { formatAppTime, formatDateTime, formatNumber } from './lib/format';

const sections: { href: string; label: string; description: string; icon: LucideIcon }[] = [
  { href: '/admin/users', label: 'Users', description: 'Roles, access and accounts', icon: Users },
  { href: '/admin/recipes', label: 'Recipes', description: 'Every saved recipe', icon: BookOpen },
  { href: '/admin/marketing', label: 'Marketing', description: 'Email campaigns', icon: Mail },
  { href: '/admin/improvements', label: 'Improvements', description: 'User suggestions', icon: Lightbulb },
  { href: '/admin/logs', label: 'Logs', description: 'Admin activity', icon: ScrollText },
];

export default function AdminDashboardScreen() {
  return (
    <AdminFrame
      back={false}
      title="Admin Dashboard"
      description="How Chowdr is doing, and where to manage it."
      actions={
        <Link href="/" className={buttonVariants({ variant: 'outline' })}>
          <ArrowLeft aria-hidden="true" />
          Back to App
        </Link>
      }
    >
      <nav aria-label="Admin sections" className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-5">
        {sections.map(({ href, label, description, icon: Icon }) => (
          <Link
            key={href}
            href={href}
            className="group flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 shadow-soft transition-colors hover:border-primary lg:gap-2.5 lg:px-3"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary-ink">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="grid min-w-0">
              <span className="font-semibold text-ink group-hover:text-primary-ink">{label}</span>
              {/* Wrapped, never cut ('Roles, access a…' at 1366 px, issue 26 item 10). */}
              <span className="text-sm text-muted">{description}</span>
            </span>
          </Link>
        ))}
      </nav>
      <SystemHealth />
      <Stats />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <QuickActions />
        <SystemOverview />
      </div>
      <BackupsCard />
    </AdminFrame>
  );
}

const probes: { key: 'database' | 'mail' | 'model' | 'disk'; label: string; icon: LucideIcon }[] = [
  { key: 'database', label: 'Database', icon: Database },
  { key: 'mail', label: 'Mail', icon: Mail },
  { key: 'model', label: 'Recipe model', icon: Sparkles },
  { key: 'disk', label: 'Disk space', icon: HardDrive },
];

function probeBadge(check: HealthCheck) {
  if (check.status === 'up') return <Badge variant="success">Up</Badge>;
  if (check.status === 'not_configured') return <Badge variant="secondary">Built-in</Badge>;
  return <Badge variant="destructive">Down</Badge>;
}

function SystemHealth() {
  const health = useAdminHealth();
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle className="flex items-center gap-2">
            <Activity aria-hidden="true" className="size-5 text-sage-ink" />
            System Health
          </CardTitle>
          {health.data ? (
            <Badge variant={health.data.status === 'healthy' ? 'success' : 'destructive'} className="text-sm">
              {health.data.status === 'healthy' ? 'Healthy' : 'Degraded'}
            </Badge>
          ) : null}
        </div>
        <CardDescription>Each part is probed live; the time is how long it took to answer.</CardDescription>
      </CardHeader>
      <CardContent>
        {health.isError ? (
          <ListError what="health" error={health.error} />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {probes.map(({ key, label, icon: Icon }) => {
              const check = health.data?.[key];
              return (
                <li key={key} className="grid content-start gap-1 rounded-xl border border-line p-4">
                  <div className="flex items-center justify-between gap-2">
                    <span className="flex items-center gap-2 font-semibold">
                      <Icon aria-hidden="true" className="size-4 text-muted" />
                      {label}
                    </span>
                    {/* As wide as the widest badge ('Built-in'): a long label wraps the same before and after. */}
                    {check ? probeBadge(check) : <Skeleton className="h-[22px] w-[4.5rem] shrink-0 rounded-full" />}
                  </div>
                  {/* Two lines kept from the start: the probe's detail may wrap, and the card must
                      not grow (and push the statistics down) when the answers arrive. */}
                  <div className="min-h-[2lh] text-sm text-muted">
                    {check ? (
                      <>
                        {check.detail}
                        {check.status !== 'not_configured' ? ` · ${check.latencyMs} ms` : ''}
                      </>
                    ) : (
                      <Skeleton className="mt-0.5 h-4 w-32" />
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Stats() {
  const { data, isError, error } = useDashboard();
  if (isError) return <ListError what="statistics" error={error} />;
  const cards: { label: string; value: string | undefined; hint: string; icon: LucideIcon }[] = [
    { label: 'Total Users', value: data && formatNumber(data.totalUsers), hint: 'All accounts', icon: Users },
    { label: 'Active Users', value: data && formatNumber(data.activeUsers), hint: 'Last 30 days', icon: Activity },
    { label: 'New Signups', value: data && formatNumber(data.recentSignups), hint: 'Last 7 days', icon: UserPlus },
    { label: 'Saved Recipes', value: data && formatNumber(data.savedRecipes), hint: 'In collections', icon: Heart },
    {
      label: 'Generated Recipes',
      value: data && formatNumber(data.generatedRecipes),
      hint: 'By the generator',
      icon: ChefHat,
    },
    {
      label: 'Total Recipes',
      value: data && formatNumber(data.totalRecipes),
      hint: 'Generated and saved',
      icon: BookOpen,
    },
    {
      label: 'Scheduled Meals',
      value: data && formatNumber(data.totalMeals),
      hint: 'On calendars',
      icon: CalendarDays,
    },
    { label: 'Total App Time', value: data && formatAppTime(data.totalAppTimeMinutes), hint: 'All users', icon: Clock },
    { label: 'Avg App Time', value: data && formatAppTime(data.avgAppTimePerUser), hint: 'Per user', icon: Timer },
  ];
  return (
    <section aria-labelledby="stats-title" className="grid gap-4">
      <h2 id="stats-title" className="text-2xl font-semibold">
        Statistics
      </h2>
      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
        {cards.map(({ label, value, hint, icon: Icon }) => (
          <li key={label} className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-5 shadow-soft">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-sage-soft text-sage-ink">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="grid min-w-0">
              <span className="text-sm font-semibold text-muted">{label}</span>
              <div className="flex h-10 items-center">
                {value === undefined ? (
                  <Skeleton className="h-7 w-20" />
                ) : (
                  <span className="text-2xl font-semibold tabular-nums">{value}</span>
                )}
              </div>
              <span className="text-xs text-muted">{hint}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Tile({ children }: { children: ReactNode }) {
  return <div className="grid gap-1 rounded-xl bg-sand/60 p-3">{children}</div>;
}

function QuickActions() {
  const actions = [
    { href: '/admin/users', label: 'Manage Users', icon: Users },
    { href: '/admin/improvements', label: 'Review Suggestions', icon: Lightbulb },
    { href: '/admin/logs', label: 'View Activity Logs', icon: ScrollText },
    { href: '/admin/marketing', label: 'Send Marketing Email', icon: Mail },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
        <CardDescription>The jobs admins do most.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-2">
        {actions.map(({ href, label, icon: Icon }) => (
          <Link
            key={href}
            href={href}
            // A label that wraps grows its button instead of running past it (issue 26 item 10).
            className={cn(
              buttonVariants({ variant: 'outline' }),
              'justify-start py-2 text-left whitespace-normal sm:whitespace-normal',
            )}
          >
            <Icon aria-hidden="true" />
            {label}
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}

function SystemOverview() {
  const { data } = useAdminHealth();
  const s = data?.stats;
  const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
  const rows: [string, string | undefined][] = [
    ['Database', s?.databaseKind === 'pglite' ? 'PGlite (embedded)' : s ? 'PostgreSQL' : undefined],
    ['Uptime', s && formatAppTime(Math.floor(s.uptimeSeconds / 60))],
    ['Memory', s && mb(s.rssBytes)],
    ['Mail queue', s && `${s.mailQueueDepth} waiting`],
    ['Node.js', s?.node],
    ['Checked', data && formatDateTime(data.timestamp)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Server aria-hidden="true" className="size-5 text-sage-ink" />
          System Overview
        </CardTitle>
        <CardDescription>This server instance.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
          {rows.map(([label, value]) => (
            <Tile key={label}>
              <dt className="text-xs font-semibold text-muted uppercase">{label}</dt>
              <dd className="font-semibold">{value ?? <Skeleton className="h-5 w-20" />}</dd>
            </Tile>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
