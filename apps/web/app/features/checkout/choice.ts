import type { Cart } from '@hajz/contracts/cart';
import type { GiftDraft } from '@hajz/contracts/gifting-rules';
import type { CreateOrderResponse } from '@hajz/contracts/orders';
import type { CartSelection } from '@hajz/contracts/pricing-rules';
import { replaceDialog } from '~/lib/dialog-flow';

/** What the checkout payment dialog (the choice of a way to pay) is opened with; every later step carries it. */
export type ChoiceProps = {
  total: number;
  /** The cart's ways to pay, unavailable ones included (shown disabled with their reason). */
  methods: Cart['payment_methods'];
  /** What the cart applies of the customer's selection (promo code, gift cards, points, fee). */
  selection: CartSelection;
  /** Spec §3: the recipient when the cart is sent as a gift. */
  gift?: GiftDraft | null;
  /** Spec §4: the order exists, so the cart's selection starts again. */
  onOrderCreated?: () => void;
};

/** The dialog after POST orders for an online way to pay: the STC Pay code, or the payment page (card, BNPL). */
export function nextPaymentStep(order: CreateOrderResponse, choice: ChoiceProps, stcPayMobile?: string) {
  if (order.order.payment_method === 'stc_pay')
    replaceDialog('stc-pay-code', { order, choice, stcPayMobile });
  else replaceDialog('payment-selection', { order, choice });
}

/**
 * Back at the choice of a way to pay with why (ADR 0060): the unpaid order keeps its times until its deadline and
 * the next Confirm replaces it. Without the choice (a dialog opened some other way) the dialogs simply close.
 */
export function backToChoice(choice: ChoiceProps | undefined, notice: string | null, close: () => void) {
  if (choice) replaceDialog('checkout-payment', { ...choice, notice });
  else close();
}
