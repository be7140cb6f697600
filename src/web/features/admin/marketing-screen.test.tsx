import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../../../shared/api/admin';
import type { MarketingEmail } from '../../../shared/api/marketing';
import { dismissToast } from '../../components/ui/toast';
import { stubFetch } from '../../test/fetch-stub';
import { makeUser, renderWithApp } from '../../test/render';
import AdminMarketingScreen from './marketing-screen';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const admin = makeUser({ id: 1, role: 'admin', username: 'ada' });

function person(id: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    username: `u${id}`,
    email: `u${id}@example.com`,
    emailVerified: true,
    firstName: `First${id}`,
    lastName: 'Cook',
    role: 'user',
    isActive: true,
    totalAppTimeMinutes: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    lastLoginAt: null,
    marketingOptOut: false,
    ...overrides,
  };
}

function campaign(
  id: number,
  status: MarketingEmail['status'],
  overrides: Partial<MarketingEmail> = {},
): MarketingEmail {
  return {
    id,
    subject: `Campaign ${id}`,
    recipientCount: 10,
    sentAt: '2025-05-01T10:00:00.000Z',
    queued: 6,
    sent: 4,
    failed: 0,
    status,
    sentBy: 'ada',
    ...overrides,
  };
}

function setup(routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({
    'GET /api/auth/user': { body: admin },
    'GET /api/admin/users?limit=1000': {
      body: {
        users: [
          person(2),
          person(3, { marketingOptOut: true }),
          person(4),
          person(5, { emailVerified: false }),
          person(6, { isActive: false }),
        ],
        pagination: { total: 3, page: 1, limit: 1000, totalPages: 1 },
      },
    },
    'GET /api/admin/marketing/templates': { body: [] },
    'GET /api/admin/marketing/emails': {
      body: [campaign(11, 'sending'), campaign(12, 'paused'), campaign(13, 'sent', { queued: 0, sent: 10 })],
    },
    ...routes,
  });
  const user = userEvent.setup();
  renderWithApp(<AdminMarketingScreen />, { path: '/admin/marketing', user: admin });
  return { ...stub, user };
}

const toastText = () => screen.getAllByTestId('toast').map((t) => t.textContent ?? '');

describe('marketing screen', () => {
  it('says before sending who will not receive it and why, and counts only those who will (issue 26 item 4)', async () => {
    const { user } = setup();
    const list = await screen.findByRole('list', { name: 'Users' });
    const optedOut = within(list).getByText('First3 Cook').closest('label')!;
    expect(within(optedOut).getByText('Will not receive: opted out')).toBeTruthy();
    expect(
      within(within(list).getByText('First5 Cook').closest('label')!).getByText('Will not receive: unverified'),
    ).toBeTruthy();
    expect(
      within(within(list).getByText('First6 Cook').closest('label')!).getByText('Will not receive: inactive'),
    ).toBeTruthy();
    expect((within(optedOut).getByRole('checkbox') as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getAllByText('3 users will not receive this: 1 unverified, 1 inactive, 1 opted out of product emails.'),
    ).toHaveLength(2);
    await user.click(screen.getByText('Select All (2 users)'));
    expect(screen.getByRole('button', { name: 'Send to 2 users' })).toBeTruthy();
    expect(within(optedOut).getByRole('checkbox').getAttribute('aria-checked')).toBe('false');
    // One plural helper: '1 user', never '1 users'.
    await user.click(within(list).getByText('First2 Cook'));
    expect(screen.getByRole('button', { name: 'Send to 1 user' })).toBeTruthy();
  });

  it('pauses a sending campaign and resumes a paused one from the history, with toasts', async () => {
    const { user, calls } = setup({
      'POST /api/admin/marketing/emails/11/pause': { body: { message: 'Campaign paused.' } },
      'POST /api/admin/marketing/emails/12/resume': { body: { message: 'Campaign resumed.' } },
    });
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('list', { name: 'Sent emails' });
    const item = (subject: string) =>
      within(history)
        .getAllByRole('listitem')
        .find((li) => li.textContent.startsWith(subject))!;
    expect(
      within(item('Campaign 11'))
        .getByRole('progressbar', { name: 'Progress of Campaign 11' })
        .getAttribute('aria-valuenow'),
    ).toBe('4');
    // A finished campaign has neither button.
    expect(within(item('Campaign 13')).queryByRole('button')).toBeNull();

    await user.click(within(item('Campaign 11')).getByRole('button', { name: 'Pause Campaign 11' }));
    await waitFor(() => expect(toastText()).toEqual([expect.stringContaining('Campaign paused')]));
    act(() => dismissToast());
    await user.click(within(item('Campaign 12')).getByRole('button', { name: 'Resume Campaign 12' }));
    await waitFor(() => expect(toastText()).toEqual([expect.stringContaining('Campaign resumed')]));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/admin/marketing/emails/11/pause',
      '/api/admin/marketing/emails/12/resume',
    ]);
    // Each change refreshes the history.
    expect(calls.filter((c) => c.url === '/api/admin/marketing/emails').length).toBeGreaterThanOrEqual(3);
  });

  it('says so when a pause fails', async () => {
    const { user } = setup({ 'POST /api/admin/marketing/emails/11/pause': { status: 500, body: { message: 'boom' } } });
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('list', { name: 'Sent emails' });
    await user.click(within(history).getByRole('button', { name: 'Pause Campaign 11' }));
    await waitFor(() => expect(toastText()[0]).toContain('Failed to pause campaign.'));
  });
});

describe('marketing templates and history', () => {
  it('asks before deleting a template (issue 26 item 6)', async () => {
    const { user, calls } = setup({
      'GET /api/admin/marketing/templates': { body: [{ id: 7, name: 'Autumn', subject: 'Soups', content: 'Hi' }] },
      'DELETE /api/admin/marketing/templates/7': { body: { message: 'Deleted' } },
    });
    await user.click(screen.getByRole('tab', { name: 'Templates' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Autumn' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this template?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Template' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
  });

  it('shows each campaign with its time and recipients, and plural words (issue 26 item 8)', async () => {
    const { user } = setup({
      'GET /api/admin/marketing/emails': {
        body: [campaign(21, 'sent', { recipientCount: 1, queued: 0, sent: 1, recipients: ['ada@example.com'] })],
      },
    });
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const item = await screen.findByText(/^Sent to 1 recipient ·/);
    expect(item.querySelector('time')?.getAttribute('datetime')).toBe('2025-05-01T10:00:00.000Z');
    // A time, not only a day.
    expect(item.querySelector('time')?.textContent).toMatch(/\d{1,2}:\d{2}/);
    expect(screen.getByText('To: ada@example.com')).toBeTruthy();
  });
});
