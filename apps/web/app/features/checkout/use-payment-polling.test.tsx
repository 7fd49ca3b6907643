import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { PaymentStatusResponse } from '@hajz/contracts/orders';
import { paymentMessageSource, paymentPolling } from '@hajz/contracts/order-rules';
import { statusOf } from './testing';
import { fakeFetch, ok, refusal, type Call } from '~/lib/testing/fake-fetch';
import { usePaymentPolling } from './use-payment-polling';

let answers: (() => ReturnType<typeof ok>)[];
let calls: Call[];
const checks = () => calls.filter((c) => c.path === '/api/v1/payments/check-payment-status');
const answer = (status: PaymentStatusResponse['status'], message?: string) => () =>
  ok(statusOf(status, message));

/** Lets the fake fetch's promise chain settle without moving the clock. */
const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

function poll(popup: Window | null = null) {
  const onPaid = vi.fn();
  const onLost = vi.fn();
  const ref = { current: popup };
  const hook = renderHook(() =>
    usePaymentPolling({
      locale: 'en',
      reference: 'HZ-2031-000501',
      popup: ref,
      fallbackMessage: 'Failed',
      onPaid,
      onLost,
    }),
  );
  return { ...hook, onPaid, onLost, ref };
}

const message = (data: unknown, origin = window.location.origin) =>
  act(async () => void window.dispatchEvent(new MessageEvent('message', { data, origin })));

beforeEach(() => {
  vi.useFakeTimers();
  answers = [];
  // Unscripted answers are 'pending'.
  calls = fakeFetch(() => (answers.shift() ?? answer('pending'))());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('payment polling (spec §4, §9)', () => {
  it('asks every 3 s with the order reference; a paid answer stops it and reports once', async () => {
    answers = [answer('pending'), answer('pending'), answer(true, 'Paid')];
    const { result, onPaid } = poll();
    await wait(paymentPolling.intervalMs - 1);
    expect(checks()).toHaveLength(0);
    await wait(1);
    expect(checks()).toHaveLength(1);
    expect(checks()[0]!.body).toEqual({ merchant_reference: 'HZ-2031-000501' });
    expect(result.current.state).toEqual({ phase: 'waiting', pending: 1 });
    await wait(paymentPolling.intervalMs * 2);
    expect(checks()).toHaveLength(3);
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(onPaid).toHaveBeenCalledWith(
      expect.objectContaining({ status: true, order_number: 'HZ-2031-000501' }),
    );
    expect(result.current.state.phase).toBe('paid');
    await wait(paymentPolling.intervalMs * 10);
    expect(checks()).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops at a failure and keeps the server’s message', async () => {
    answers = [answer('pending'), () => ok(statusOf('failed', 'Your card was declined.', 'declined'))];
    const { result, onPaid } = poll();
    await wait(paymentPolling.intervalMs * 2);
    expect(result.current.state).toEqual({
      phase: 'failed',
      message: 'Your card was declined.',
      reason: 'declined',
    });
    await wait(paymentPolling.intervalMs * 5);
    expect(checks()).toHaveLength(2);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('treats an expired order as final, and a 4xx answer as final with its message', async () => {
    answers = [answer('expired', 'The time to pay has passed.')];
    const first = poll();
    await wait(paymentPolling.intervalMs);
    expect(first.result.current.state).toEqual({
      phase: 'failed',
      message: 'The time to pay has passed.',
      reason: null,
    });
    first.unmount();

    answers = [() => refusal(404, 'Order not found')];
    const second = poll();
    await wait(paymentPolling.intervalMs * 3);
    expect(second.result.current.state).toEqual({ phase: 'failed', message: 'Order not found' });
  });

  it(`gives up after ${paymentPolling.maxPendingAttempts} pending answers (a network error counts as one), and can check again`, async () => {
    answers = [() => refusal(503, 'Unavailable')];
    const { result } = poll();
    await wait(paymentPolling.intervalMs * (paymentPolling.maxPendingAttempts - 1));
    expect(result.current.state).toEqual({
      phase: 'waiting',
      pending: paymentPolling.maxPendingAttempts - 1,
    });
    await wait(paymentPolling.intervalMs);
    expect(result.current.state).toEqual({ phase: 'gave_up' });
    expect(checks()).toHaveLength(paymentPolling.maxPendingAttempts);
    await wait(paymentPolling.intervalMs * 5);
    expect(checks()).toHaveLength(paymentPolling.maxPendingAttempts);

    // "Check again": asks at once and counts from zero.
    answers = [answer(true)];
    act(() => void result.current.restart());
    await settle();
    expect(checks()).toHaveLength(paymentPolling.maxPendingAttempts + 1);
    expect(result.current.state.phase).toBe('paid');
  });

  it('clears its timer when the dialog unmounts', async () => {
    const { unmount } = poll();
    await wait(paymentPolling.intervalMs);
    expect(checks()).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    await wait(paymentPolling.intervalMs * 5);
    expect(checks()).toHaveLength(1);
  });

  it('checks at once on our page’s message, and ignores other origins and sources', async () => {
    answers = [answer(true)];
    const { onPaid } = poll();
    await message(
      { source: paymentMessageSource, kind: 'payment', status: 'success' },
      'https://evil.example',
    );
    await message({ source: 'someone-else', kind: 'payment', status: 'success' });
    await message({ source: paymentMessageSource, kind: 'card', status: 'success' });
    await settle();
    expect(checks()).toHaveLength(0);
    await message({
      source: paymentMessageSource,
      kind: 'payment',
      status: 'success',
      reference: 'HZ-2031-000501',
      reason: null,
    });
    await settle();
    expect(checks()).toHaveLength(1);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('says the tab was closed when it closed before a pending answer', async () => {
    const tab = { closed: false } as Window;
    const { result } = poll(tab);
    await wait(paymentPolling.intervalMs);
    expect(result.current.state).toEqual({ phase: 'waiting', pending: 1 });
    (tab as { closed: boolean }).closed = true;
    await wait(paymentPolling.intervalMs);
    expect(result.current.state).toEqual({ phase: 'window_closed' });
    await wait(paymentPolling.intervalMs * 3);
    expect(checks()).toHaveLength(2);
  });

  it('stops and reports a cross-origin error when the pop-up cannot be touched', async () => {
    const tab = {
      get closed(): boolean {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
      },
    } as Window;
    const { result, onLost } = poll(tab);
    await wait(paymentPolling.intervalMs * 3);
    expect(onLost).toHaveBeenCalledTimes(1);
    expect(result.current.state).toEqual({ phase: 'lost' });
    expect(checks()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
