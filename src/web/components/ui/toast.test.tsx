import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, toast, Toaster, TOAST_DURATION_MS, TOAST_LIMIT } from './toast';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });

  it('shows only one toast at a time: a new toast replaces the current one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Recipe saved!' });
    });
    act(() => {
      toast({ title: 'Failed to login', description: 'Invalid username or password.', variant: 'destructive' });
    });
    expect(TOAST_LIMIT).toBe(1);
    expect(getToasts()).toHaveLength(1);
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.queryByText('Recipe saved!')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Failed to login');
    expect(screen.getByRole('alert').textContent).toContain('Invalid username or password.');
  });

  it('closes a toast after 5000 ms by default', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Logged out successfully', variant: 'success' });
    });
    expect(TOAST_DURATION_MS).toBe(5000);
    act(() => void vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status').textContent).toContain('Logged out successfully');
    act(() => void vi.advanceTimersByTime(1));
    expect(getToasts()).toHaveLength(0);
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('gives a replacing toast its own full 5000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
    });
    act(() => void vi.advanceTimersByTime(4000));
    act(() => {
      toast({ title: 'Second' });
    });
    act(() => void vi.advanceTimersByTime(4000));
    expect(getToasts()[0]?.title).toBe('Second');
    act(() => void vi.advanceTimersByTime(1000));
    expect(getToasts()).toHaveLength(0);
  });

  it('announces in a live region that stays mounted', () => {
    render(<Toaster />);
    const polite = screen.getByRole('status');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    act(() => {
      toast({ title: 'Account Created!', variant: 'success' });
    });
    expect(screen.getByRole('status')).toBe(polite);
    expect(polite.textContent).toContain('Account Created!');
  });
});
