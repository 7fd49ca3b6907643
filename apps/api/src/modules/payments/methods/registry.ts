/**
 * The payment methods (issue 27, ADR 0052): one handler per method, in the order the cart lists them. Adding a
 * method is adding its id to @hajz/contracts/payment-methods, a handler file here and its entry below.
 */
import type { PaymentMethod } from '@hajz/contracts/cart';
import type { Locale } from '@hajz/contracts/locale';
import { paymentLogo, type PaymentMethodId } from '@hajz/contracts/payment-methods';
import { format, translate } from '../../../i18n/messages.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { applePay } from './apple-pay.ts';
import { card } from './card.ts';
import { cash } from './cash.ts';
import { stcPay } from './stc-pay.ts';
import { tabby } from './tabby.ts';
import { tamara } from './tamara.ts';
import type { MethodCart, PaymentMethodHandler } from './types.ts';
import { instalmentPreview } from './wallet-rules.ts';

// Cash first: the checkout dialog preselects the first method, as it always has (pay at the branch).
const handlers: readonly PaymentMethodHandler[] = [cash, card, applePay, stcPay, tabby, tamara];
const byId = new Map<string, PaymentMethodHandler>(handlers.map((h) => [h.id, h]));

/** Every method the app knows, built or not (the back office lists them). */
export const allMethods = (): readonly PaymentMethodHandler[] => handlers;

/** The handler of a method id (an order's or a payment's `method`); undefined for an unknown id. */
export const methodHandler = (id: string): PaymentMethodHandler | undefined => byId.get(id);

/** What the business offers (its setting), keeping only built methods, in the registry's order. */
export const offeredMethods = (setting: readonly string[]): PaymentMethodHandler[] =>
  handlers.filter((h) => h.ready && setting.includes(h.id));

/** GET cart's `payment_methods`: the offered methods, each available or not (with its reason) for this cart. */
export function cartPaymentMethods(
  cart: MethodCart,
  setting: readonly string[],
  locale: Locale,
): PaymentMethod[] {
  return offeredMethods(setting).map((h) => {
    const refusal = h.refusal(cart);
    return {
      id: h.id,
      name: translate(locale, `payment.${h.id}`),
      logo: paymentLogo(h.id),
      available: refusal === null,
      ...(refusal ? { reason: format(locale, refusal.key, refusal.values ?? {}) } : {}),
      ...(h.schemes ? { schemes: [...h.schemes] } : {}),
      ...(h.instalments && !refusal && cart.total > 0
        ? { instalments: instalmentPreview(cart.total, h.instalments, locale) }
        : {}),
    };
  });
}

/**
 * POST orders: the handler of the chosen method when this cart may be paid that way; a translated 422 on
 * `payment_method_id` when the business does not offer it or the cart cannot use it.
 */
export function chooseMethod(
  cart: MethodCart,
  setting: readonly string[],
  id: PaymentMethodId,
): PaymentMethodHandler {
  const handler = offeredMethods(setting).find((h) => h.id === id);
  if (!handler) {
    throw new HttpError(422, 'orders.method_not_offered', {
      payment_method_id: ['orders.method_not_offered'],
    });
  }
  const refusal = handler.refusal(cart);
  if (refusal) {
    throw new HttpError(
      422,
      refusal.key,
      { payment_method_id: [refusal.key] },
      undefined,
      undefined,
      refusal.values,
    );
  }
  return handler;
}
