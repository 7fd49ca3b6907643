import type { PaymentStatusResponse } from '@hajz/contracts/orders';
import { ApiError } from '~/lib/api-client';

/**
 * Spec §4/§9 payment polling as a small state machine with no React in it, so its timing is testable alone:
 * ask every `intervalMs`, at most `maxPending` pending answers, one request at a time.
 */
export type PollState =
  | { phase: 'waiting'; pending: number }
  | { phase: 'paid'; result: PaymentStatusResponse }
  /** A final answer that is not a payment: the server's translated message (and its reason, when it gave one). */
  | { phase: 'failed'; message: string; reason?: PaymentStatusResponse['reason'] }
  /** `maxPending` pending answers: the dialog stops and offers to check again. */
  | { phase: 'gave_up' }
  /** The customer closed the payment tab and the order is still unpaid. */
  | { phase: 'window_closed' }
  /** Touching the pop-up threw (a cross-origin error): the dialog closes (spec §4). */
  | { phase: 'lost' };

export type PollerOptions = {
  check: () => Promise<PaymentStatusResponse>;
  intervalMs: number;
  maxPending: number;
  /** The payment tab, if one is open (null when the browser blocked it). */
  popup: () => Window | null;
  onChange: (state: PollState) => void;
  /** For a failure answer without a message. */
  fallbackMessage: string;
};

export type Poller = {
  start(): void;
  /**
   * Ask now (a message from the payment tab arrived), then go on at the usual pace. After giving up or a closed
   * tab it starts again: the answer may have come late.
   */
  checkNow(): void;
  /** After giving up or a closed tab: count again from zero and ask at once. */
  restart(): void;
  stop(): void;
};

/** A final answer the server gave (4xx): asking again would not change it. 408/429 are worth another try. */
const isFinalError = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![408, 429].includes(error.status);

export function createPoller(options: PollerOptions): Poller {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let active = false;
  let inFlight = false;
  let again = false;
  let pending = 0;
  let last: PollState['phase'] = 'waiting';

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const emit = (state: PollState) => {
    last = state.phase;
    options.onChange(state);
  };
  const finish = (state: PollState) => {
    active = false;
    clear();
    emit(state);
  };
  const schedule = () => {
    clear();
    timer = setTimeout(() => void tick(), options.intervalMs);
  };

  async function tick() {
    timer = null;
    if (!active) return;
    if (inFlight) {
      again = true;
      return;
    }
    let closedBefore: boolean;
    try {
      closedBefore = options.popup()?.closed ?? false;
    } catch {
      finish({ phase: 'lost' });
      return;
    }
    inFlight = true;
    let answer: PaymentStatusResponse | null = null;
    let failure: string | null = null;
    try {
      answer = await options.check();
    } catch (error) {
      // A network hiccup or a 5xx counts as one more pending answer; a 4xx is final.
      if (isFinalError(error)) failure = error.envelope.message || options.fallbackMessage;
    } finally {
      inFlight = false;
    }
    if (!active) return;
    if (answer?.status === true) return finish({ phase: 'paid', result: answer });
    if (failure !== null) return finish({ phase: 'failed', message: failure });
    if (answer && answer.status !== 'pending') {
      return finish({
        phase: 'failed',
        message: answer.message || options.fallbackMessage,
        reason: answer.reason,
      });
    }
    pending += 1;
    // The tab was already closed before this answer, so nothing is coming: say so instead of waiting on.
    if (closedBefore) return finish({ phase: 'window_closed' });
    if (pending >= options.maxPending) return finish({ phase: 'gave_up' });
    emit({ phase: 'waiting', pending });
    if (again) {
      again = false;
      void tick();
    } else {
      schedule();
    }
  }

  const restart = () => {
    active = true;
    pending = 0;
    again = false;
    emit({ phase: 'waiting', pending });
    clear();
    void tick();
  };

  return {
    start() {
      if (active) return;
      active = true;
      pending = 0;
      emit({ phase: 'waiting', pending });
      schedule();
    },
    checkNow() {
      if (!active) {
        if (last === 'gave_up' || last === 'window_closed') restart();
        return;
      }
      clear();
      void tick();
    },
    restart,
    stop() {
      active = false;
      again = false;
      clear();
    },
  };
}
