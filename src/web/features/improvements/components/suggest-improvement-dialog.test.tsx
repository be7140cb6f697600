import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../../components/ui/button';
import { dismissToast } from '../../../components/ui/toast';
import { stubFetch } from '../../../test/fetch-stub';
import { makeUser, renderWithApp } from '../../../test/render';
import { SuggestImprovement } from './suggest-improvement';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const toastText = () => screen.getAllByTestId('toast').map((t) => t.textContent ?? '');

async function open(routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch(routes);
  const user = userEvent.setup();
  renderWithApp(
    <SuggestImprovement>
      <Button>Suggest Improvement</Button>
    </SuggestImprovement>,
    { user: makeUser() },
  );
  await user.click(screen.getByRole('button', { name: 'Suggest Improvement' }));
  const dialog = await screen.findByRole('dialog', { name: 'Suggest Improvement' });
  return { ...stub, user, dialog };
}

describe('Suggest Improvement dialog', () => {
  it('needs title, description and category (spec 5) and calls nothing until then', async () => {
    const { user, fetchMock } = await open();
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit Suggestion' }));
    // The checks are loaded on first focus (react-hook-form with a lazily loaded zod resolver).
    await waitFor(() => expect(toastText()).toEqual([expect.stringContaining('Please fill in all required fields')]));
    // Inline too, inside the dialog beside the buttons (the toast goes after 5 s).
    expect(screen.getByTestId('suggestion-error').textContent).toContain('Please fill in all required fields');
    expect(screen.getByTestId('suggestion-error').getAttribute('role')).toBe('alert');
    expect(fetchMock).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Priority') as HTMLSelectElement).value).toBe('medium');
  });

  it('sends the trimmed suggestion, toasts success, closes and resets', async () => {
    const { user, calls } = await open({ 'POST /api/improvements': { status: 201, body: {} } });
    await user.type(screen.getByLabelText('Title'), '  Dark mode ');
    await user.type(screen.getByLabelText('Description'), 'Easier at night');
    await user.selectOptions(screen.getByLabelText('Category'), 'ui');
    await user.selectOptions(screen.getByLabelText('Priority'), 'high');
    await user.click(screen.getByRole('button', { name: 'Submit Suggestion' }));
    await waitFor(() =>
      expect(toastText()).toEqual([expect.stringContaining('Your improvement suggestion has been submitted!')]),
    );
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/improvements',
      body: { title: 'Dark mode', description: 'Easier at night', category: 'ui', priority: 'high' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Suggest Improvement' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
  });

  it('loads on first use and gives focus back to its trigger on close', async () => {
    const { user } = await open();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Suggest Improvement' }));
  });

  it('shows the server message on failure (e.g. the rate limit)', async () => {
    const { user } = await open({
      'POST /api/improvements': {
        status: 429,
        body: { message: 'Too many suggestions. Please try again in 12 minutes.', code: 'RATE_LIMITED' },
      },
    });
    await user.type(screen.getByLabelText('Title'), 'x');
    await user.type(screen.getByLabelText('Description'), 'y');
    await user.selectOptions(screen.getByLabelText('Category'), 'bug');
    await user.click(screen.getByRole('button', { name: 'Submit Suggestion' }));
    await waitFor(() =>
      expect(toastText()).toEqual([expect.stringContaining('Too many suggestions. Please try again in 12 minutes.')]),
    );
    expect(screen.getByTestId('suggestion-error').textContent).toContain(
      'Too many suggestions. Please try again in 12 minutes.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
