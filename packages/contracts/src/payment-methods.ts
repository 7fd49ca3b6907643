/**
 * The ways a customer can pay (issue 27, ADR 0052): ids, the card schemes, and which are settled online (through a
 * payment provider, before the order is confirmed) or at the branch. No schema library: safe for the browser bundle.
 * The rules of each method (when a cart may use it, how an order starts and refunds it) live in the API's registry
 * (modules/payments/methods); adding a method is an entry here and a handler file there.
 */
export const paymentMethodIds = ['card', 'apple_pay', 'stc_pay', 'tabby', 'tamara', 'cash'] as const;
export type PaymentMethodId = (typeof paymentMethodIds)[number];

/** The card networks the card form accepts; mada is recognised from the card number's first six digits. */
export const cardSchemes = ['mada', 'visa', 'mastercard'] as const;
export type CardScheme = (typeof cardSchemes)[number];

/** Paid at the branch: the order is confirmed at once and the payment is due there. Every other method is online. */
export const paidAtBranch: readonly PaymentMethodId[] = ['cash'];
export const isOnlineMethod = (id: string): boolean =>
  (paymentMethodIds as readonly string[]).includes(id) && !paidAtBranch.includes(id as PaymentMethodId);

/** Offered by a business that never chose (a new install): card, Apple Pay and cash. */
export const defaultOfferedMethods: readonly PaymentMethodId[] = ['card', 'apple_pay', 'cash'];

/** The logo shown beside a method or scheme (files in the web's public/payment-logos). */
export const paymentLogo = (id: PaymentMethodId | CardScheme): string => `/payment-logos/${id}.svg`;

/** Buy now, pay later: the provider's hosted checkout and an instalment preview (ADR 0053, 0060). */
export const bnplMethodIds = ['tabby', 'tamara'] as const satisfies readonly PaymentMethodId[];
export const isBnplMethod = (id: string): id is (typeof bnplMethodIds)[number] =>
  (bnplMethodIds as readonly string[]).includes(id);
