import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazy } from 'react';
import { registerDialog, useDialogs } from '~/lib/dialogs';
import { replaceDialog } from '~/lib/dialog-flow';
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
