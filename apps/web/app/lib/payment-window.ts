import {
  paymentFailureReasons,
  paymentMessageSource,
  type PaymentFailureReason,
  type PaymentWindowMessage,
} from '@hajz/contracts/order-rules';

/** One named tab for every attempt: a retry reuses the customer's payment tab instead of piling up new ones. */
export const paymentWindowName = 'hajz-payment';

/** The pop-up's page: a new card, or (with `cardId`) a saved card the server charges. */
export function paymentUrl(base: string, cardId?: number): string {
  if (cardId === undefined) return base;
  return `${base}${base.includes('?') ? '&' : '?'}card=${encodeURIComponent(String(cardId))}`;
}

/**
 * Opens (or reuses) the payment tab. Call it synchronously inside the click handler: browsers only allow a
 * pop-up during the click, so after an await it would be blocked. Null when blocked (logged, spec §8).
 */
export function openPaymentWindow(url: string): Window | null {
  // No 'noopener': /secure-payment reports the outcome to window.opener.
  const popup = window.open(url, paymentWindowName);
  if (!popup) console.error('Payment pop-up blocked by the browser', url);
  return popup;
}

/** A message from our /secure-payment page (same origin, our source tag), optionally of one kind. */
export function paymentMessageOf(
  event: MessageEvent,
  kind: PaymentWindowMessage['kind'],
): PaymentWindowMessage | null {
  if (event.origin !== window.location.origin) return null;
  const data = event.data as Partial<PaymentWindowMessage> | null;
  if (!data || typeof data !== 'object' || data.source !== paymentMessageSource) return null;
  return data.kind === kind ? (data as PaymentWindowMessage) : null;
}

export const isFailureReason = (value: unknown): value is PaymentFailureReason =>
  typeof value === 'string' && (paymentFailureReasons as readonly string[]).includes(value);

/** The outcome /secure-payment was sent back with (`kind`, `status`, `ref`, `reason`), or null if incomplete. */
export function paymentMessageFromQuery(query: URLSearchParams): PaymentWindowMessage | null {
  const kind = query.get('kind');
  const status = query.get('status');
  if ((kind !== 'payment' && kind !== 'card') || !['success', 'failed', 'pending'].includes(status ?? '')) {
    return null;
  }
  const reason = query.get('reason');
  return {
    source: paymentMessageSource,
    kind,
    status: status as PaymentWindowMessage['status'],
    reference: query.get('ref') || null,
    reason: status === 'failed' && isFailureReason(reason) ? reason : null,
  };
}

/**
 * Tells the page that opened this one (a pop-up's opener, or the parent of the create card frame). The target
 * origin is our own, so the outcome never reaches another site. Returns where it went.
 */
export function postPaymentMessage(
  message: PaymentWindowMessage,
  self: Window = window,
): 'popup' | 'frame' | null {
  const origin = self.location.origin;
  try {
    const opener = self.opener as Window | null;
    if (opener && opener !== self) {
      opener.postMessage(message, origin);
      return 'popup';
    }
    if (self.parent && self.parent !== self) {
      self.parent.postMessage(message, origin);
      return 'frame';
    }
  } catch (error) {
    // The opener may have navigated elsewhere or closed: the waiting page still learns it by polling.
    console.error('Could not report the payment outcome', error);
  }
  return null;
}
