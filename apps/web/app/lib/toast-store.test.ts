import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maxToasts, toast, toastRemovalDelayMs, useToasts } from './toast-store';

describe('toast store (spec §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToasts.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('keeps only the last 5, in order', () => {
    for (let i = 1; i <= 7; i++) toast(`t${i}`);
    const titles = useToasts.getState().toasts.map((t) => t.title);
    expect(maxToasts).toBe(5);
    expect(titles).toEqual(['t3', 't4', 't5', 't6', 't7']);
  });

  it('marks a dismissed toast closed, then drops it after 200 ms', () => {
    const id = toast('bye', 'error');
    useToasts.getState().dismiss(id);
    expect(useToasts.getState().toasts).toEqual([
      expect.objectContaining({ id, open: false, color: 'error' }),
    ]);
    vi.advanceTimersByTime(toastRemovalDelayMs - 1);
    expect(useToasts.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToasts.getState().toasts).toHaveLength(0);
  });

  it('does not stack a message that is already on screen; once it is gone it may come again', () => {
    const first = toast('Please enter your mobile number', 'error');
    expect(toast('Please enter your mobile number', 'error')).toBe(first);
    toast('Please enter your mobile number', 'info');
    expect(useToasts.getState().toasts).toHaveLength(2);
    useToasts.getState().dismiss(first);
    vi.advanceTimersByTime(toastRemovalDelayMs);
    expect(toast('Please enter your mobile number', 'error')).not.toBe(first);
  });
});
