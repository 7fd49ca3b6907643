/** Availability rules and starts shared by several methods (each method's file picks the ones it follows). */
import type { MethodCart, Refusal, StartContext, StartedPayment } from './types.ts';
import type { RefundGateways, RefundRequest } from './types.ts';

/** Gift cards are paid online only: a card paid "at the branch" would be spendable before anyone paid for it. */
export const giftCardsOnline = (cart: MethodCart): Refusal | null =>
  cart.lines.some((l) => l.type === 'gift_card') ? { key: 'orders.gift_cards_online' } : null;

/** A booking with a deposit is paid online (issue 28, ADR 0054): a deposit is money taken before the visit. */
export const depositsOnline = (cart: MethodCart): Refusal | null =>
  (cart.deposit ?? 0) > 0 ? { key: 'deposits.online_only' } : null;

/** An online payment through the payment page the pop-up opens (the provider's card page, ADR 0008). */
export const startOnPaymentPage = (ctx: StartContext): StartedPayment => ({
  provider: ctx.providerName,
  status: 'initiated',
  payment: {
    create_token_url: { url: ctx.paymentPageUrl(ctx.orderNumber, ctx.deadline) },
    merchant_reference: ctx.orderNumber,
    expires_at: ctx.deadline.toISOString(),
  },
});

/** Money paid through the app's payment provider goes back through it. */
export const refundThroughProvider = (gateways: RefundGateways, request: RefundRequest) =>
  gateways.provider.refund(request);

/** A method whose flow is not built yet: never offered, so never started or refunded. */
export const notBuilt = (id: string) => () => {
  throw new Error(`payment method ${id} is not built`);
};

/** A provider's card brand as the payment's scheme ('MADA' → 'mada'); null for a brand we cannot name. */
export const schemeOfBrand = (brand: string): string | null => {
  const scheme = brand.trim().toLowerCase();
  return /^[a-z_]{2,20}$/.test(scheme) && scheme !== 'unknown' && scheme !== 'card' ? scheme : null;
};
