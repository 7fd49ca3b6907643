import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  controlInUse,
  maxToasts,
  toast,
  toastEdge,
  toastRemovalDelayMs,
  useToasts,
  watchControls,
} from './toast-store';

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

describe('where toasts come from (issue 30 item 6): never over the control in use', () => {
  const at = (top: number, bottom: number) => ({ getBoundingClientRect: () => ({ top, bottom }) });
  it('from the top while a dialog (a bottom sheet on a phone) is open, wherever the focus is', () => {
    expect(toastEdge(at(100, 140), 844, true)).toBe('top');
    expect(toastEdge(null, 844, true)).toBe('top');
  });
  it('from the top when the focused control sits in the lower half (a thread’s Send on a phone), else the bottom', () => {
    expect(toastEdge(at(780, 824), 844, false)).toBe('top');
    expect(toastEdge(at(100, 140), 844, false)).toBe('bottom');
    expect(toastEdge(null, 844, false)).toBe('bottom');
  });
  it('takes the control in use as the focused one, else the one last pressed while it is on the page', () => {
    const stop = watchControls(document);
    document.body.innerHTML = '<textarea></textarea><button type="button">Send</button>';
    const [field, send] = [document.querySelector('textarea')!, document.querySelector('button')!];
    field.focus();
    expect(controlInUse(document)).toBe(field);
    send.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    field.blur(); // Send is disabled while its request runs: nothing keeps the focus
    expect(controlInUse(document)).toBe(send);
    send.remove();
    expect(controlInUse(document)).toBeNull();
    stop();
    document.body.innerHTML = '';
  });
});
