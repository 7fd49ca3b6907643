import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazy } from 'react';
import { registerDialog, useDialogs } from '~/lib/dialogs';
import { replaceDialog } from '~/lib/dialog-flow';
import { fakeFetch, ok } from '~/lib/testing/fake-fetch';
import { clearDelayMs, useBooking } from './store';

const none = lazy(async () => ({ default: () => null }));
for (const name of ['service-show', 'service-appointment', 'service-guest', 'service-success', 'other']) {
  registerDialog(name, { component: none });
}

beforeEach(() => {
  vi.useFakeTimers();
  useDialogs.getState().closeAll();
  vi.runAllTimers();
  useBooking.getState().reset();
});
afterEach(() => vi.useRealTimers());

const choose = () => {
  useBooking.setState({
    productId: 1,
    branchId: 2,
    date: '2031-03-05',
    time: '10:00',
    isLoading: true,
    isSaving: true,
  });
};

describe('service state (spec §4, §9)', () => {
  it('survives moving between the flow dialogs', () => {
    useDialogs.getState().open('service-show');
    choose();
    replaceDialog('service-appointment');
    replaceDialog('service-guest');
    replaceDialog('service-appointment');
    vi.advanceTimersByTime(500);
    expect(useBooking.getState()).toMatchObject({ productId: 1, time: '10:00' });
  });

  it('clears 100 ms after the last one closes, stuck loading and saving flags included', () => {
    useDialogs.getState().open('service-appointment');
    choose();
    useDialogs.getState().close();
    vi.advanceTimersByTime(clearDelayMs - 1);
    expect(useBooking.getState().time).toBe('10:00');
    vi.advanceTimersByTime(1);
    expect(useBooking.getState()).toMatchObject({
      productId: null,
      date: null,
      time: null,
      isLoading: false,
      isSaving: false,
    });
  });

  it('keeps the state when a flow dialog opens again within the delay', () => {
    useDialogs.getState().open('service-appointment');
    choose();
    useDialogs.getState().close();
    vi.advanceTimersByTime(50);
    useDialogs.getState().open('service-show');
    vi.advanceTimersByTime(500);
    expect(useBooking.getState().time).toBe('10:00');
  });

  it('replaceDialog keeps one dialog on screen and where focus returns', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    useDialogs.getState().open('service-show');
    (document.activeElement as HTMLElement).blur();
    replaceDialog('service-appointment', { productId: 1 });
    expect(useDialogs.getState().stack).toEqual([
      expect.objectContaining({ name: 'service-appointment', props: { productId: 1 }, returnFocus: opener }),
    ]);
  });

  it('choosing a date clears the time; people stay between 1 and 5', () => {
    choose();
    useBooking.getState().chooseDate('2031-03-07');
    expect(useBooking.getState()).toMatchObject({ date: '2031-03-07', time: null });
    useBooking.getState().setVisitors(9);
    expect(useBooking.getState().visitors).toBe(5);
    useBooking.getState().setVisitors(0);
    expect(useBooking.getState().visitors).toBe(1);
  });
});

describe('free times: only the newest request lands (lib/newest-only.ts)', () => {
  /** GET available-times answered when the test releases the branch's gate. */
  function gatedTimes() {
    const gates = new Map<string, () => void>();
    fakeFetch(async (call) => {
      if (!call.path.endsWith('/available-times')) return undefined;
      const branch = call.query.get('branch_id')!;
      await new Promise<void>((resolve) => gates.set(branch, resolve));
      const day = { date: '2031-03-05', slots: [] };
      return ok({ times: [day], branch_id: Number(branch), timezone: 'Asia/Riyadh', duration: 60 });
    });
    return (branch: string) => gates.get(branch)!();
  }
  afterEach(() => vi.unstubAllGlobals());

  it("a slow answer for the branch chosen first never replaces the newer branch's times", async () => {
    vi.useRealTimers();
    const release = gatedTimes();
    useBooking.setState({ productId: 1, branchId: 1 });
    const first = useBooking.getState().loadTimes('en');
    useBooking.getState().setBranch(2);
    const second = useBooking.getState().loadTimes('en');
    await vi.waitFor(() => release('2'));
    await second;
    expect(useBooking.getState()).toMatchObject({ branchId: 2, isLoading: false });
    release('1');
    await first;
    expect(useBooking.getState().branchId).toBe(2);
    expect(useBooking.getState().times!.branch_id).toBe(2);
  });

  it('times on their way when the flow resets never land', async () => {
    vi.useRealTimers();
    const release = gatedTimes();
    useBooking.setState({ productId: 1, branchId: 1 });
    const loading = useBooking.getState().loadTimes('en');
    useBooking.getState().reset();
    await vi.waitFor(() => release('1'));
    await loading;
    expect(useBooking.getState()).toMatchObject({ productId: null, times: null, isLoading: false });
  });
});
