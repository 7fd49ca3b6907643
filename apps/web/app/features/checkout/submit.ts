import type { Locale } from '@hajz/contracts/locale';
import type { CreateOrderResponse } from '@hajz/contracts/orders';
import { ApiError } from '~/lib/api-client';
import { signalCartChanged } from '~/lib/cart-api';
import { toast } from '~/lib/toast-store';
import { cartOfConflict, createOrder, type OrderRequest } from './api';

export type OrderOutcome =
  | { kind: 'created'; response: CreateOrderResponse }
  /**
   * The server said no (409 stale cart, 422 empty cart or a refused field): its message is shown; this attempt is
   * over. `errors`: the refused fields' translated messages (the STC Pay number).
   */
  | { kind: 'rejected'; errors: Record<string, string[]> }
  /** No answer (network) or a server error: the same key may be sent again safely. */
  | { kind: 'failed' };

/**
 * POST orders for the checkout payment dialog. The API client has already shown a refusal's translated message
 * as a toast; here the cart is refetched after a refusal (409 carries the cart as it is now), and a failure
 * without a message gets a generic one.
 */
export async function submitOrder(
  locale: Locale,
  order: OrderRequest,
  key: string,
  failedText: string,
): Promise<OrderOutcome> {
  try {
    return { kind: 'created', response: await createOrder(locale, order, key) };
  } catch (error) {
    // 4xx is the server's final word on this attempt; throttling (429) or a timeout (408) may be retried as is.
    const final =
      error instanceof ApiError &&
      error.status >= 400 &&
      error.status < 500 &&
      ![408, 429].includes(error.status);
    if (!(error instanceof ApiError && error.envelope.message)) toast(failedText, 'error');
    if (final) {
      signalCartChanged(error.status === 409 ? cartOfConflict(error.envelope.data) : undefined);
      return { kind: 'rejected', errors: error.envelope.errors ?? {} };
    }
    return { kind: 'failed' };
  }
}
