/**
 * An order sold, as the simplified tax invoice @hajz/zatca builds (issue 26 item 1; ADR 0043 for the rules). Every
 * amount is the order's own (VAT-inclusive halalas, ADR 0007/0011): the lines as sold, promo, class and loyalty-points
 * discounts as allowances (points lower the VAT: ADR 0069), the service fees as a line, gift cards as what was prepaid
 * with stored value (payment-like, ADR 0011: they do not lower the VAT). A gift card bought is out of scope when sold
 * (ADR 0043).
 */
import type { PaymentMeans, Seller } from '@hajz/zatca';
import type { Locale } from '@hajz/contracts/locale';
import { translate } from '../../i18n/messages.ts';
import type { OrderItemRow, OrderRow } from '../../lifecycle/order-lifecycle.ts';
import type { DocumentDraft } from './chain.ts';

const means: Record<string, PaymentMeans> = { card: 'card', cash: 'cash' };

export function orderInvoiceDraft(
  order: OrderRow,
  items: OrderItemRow[],
  seller: Seller,
  issuedAt: Date,
): DocumentDraft {
  const locale: Locale = order.locale === 'ar' ? 'ar' : 'en';
  const name = (item: OrderItemRow) => (locale === 'ar' ? item.nameAr : item.nameEn);
  return {
    orderId: order.id,
    document: {
      kind: 'invoice',
      number: order.orderNumber,
      issuedAt,
      seller,
      lines: items.map((item) => {
        // A line priced per unit when its total is a whole number of units, else as one unit of its total.
        const units = item.quantity * item.visitors;
        const whole = units > 0 && item.totalPrice % units === 0;
        return {
          name: name(item),
          quantity: whole ? units : 1,
          unitPrice: whole ? item.totalPrice / units : item.totalPrice,
          vat: item.type === 'gift_card' ? 'out_of_scope' : 'standard',
        };
      }),
      fees:
        order.serviceFeePrice > 0
          ? [{ name: translate(locale, 'invoice.service_fee'), amount: order.serviceFeePrice }]
          : [],
      allowances: [
        ...(order.promoDiscount > 0
          ? [
              {
                reason: 'promo' as const,
                label: order.promoCode ?? translate(locale, 'invoice.discount'),
                amount: order.promoDiscount,
              },
            ]
          : []),
        ...(order.extraDiscount > 0
          ? [
              {
                reason: 'discount' as const,
                label: translate(locale, 'invoice.discount'),
                amount: order.extraDiscount,
              },
            ]
          : []),
        ...(order.redeemPointsPrice > 0
          ? [
              {
                reason: 'points' as const,
                label: translate(locale, 'invoice.loyalty_points'),
                amount: order.redeemPointsPrice,
              },
            ]
          : []),
      ],
      prepaid:
        order.giftCardDiscount > 0 ? [{ means: 'gift_card' as const, amount: order.giftCardDiscount }] : [],
      paymentMeans: means[order.paymentMethod] ?? 'card',
    },
  };
}

/** Why a credit note is issued (KSA-10): the order was cancelled, or money went back on a sold order. */
export type CreditCause = 'cancellation' | 'refund';

/**
 * KSA-10's text in both languages, whatever the customer's: the reason is read by ZATCA and by whoever audits the
 * books as much as by the customer, and one fixed text keeps it the same on every note (ADR 0049).
 */
export const creditReason = (cause: CreditCause): string =>
  `${translate('en', `invoice.credit_reason_${cause}`)} / ${translate('ar', `invoice.credit_reason_${cause}`)}`;

/** A credit note's own number: the order's, then CN and its rank among the order's credit notes. */
export const creditNoteNumber = (order: OrderRow, rank: number): string => `${order.orderNumber}-CN${rank}`;

/**
 * The whole invoice undone (nothing credited yet): the invoice's own lines, allowances, fees
 * and prepaid amounts, as a 381 that names it — every total the invoice states, credited to the halala.
 */
export function orderCreditNoteDraft(
  order: OrderRow,
  items: OrderItemRow[],
  seller: Seller,
  issuedAt: Date,
  rank: number,
  cause: CreditCause,
): DocumentDraft {
  const invoice = orderInvoiceDraft(order, items, seller, issuedAt);
  return {
    orderId: order.id,
    document: {
      ...invoice.document,
      kind: 'credit_note',
      number: creditNoteNumber(order, rank),
      billingReference: order.orderNumber,
      reason: creditReason(cause),
    },
  };
}

/**
 * Part of a sale credited (a partial refund, or what a cancellation leaves after earlier partial credit notes): one
 * standard-rated line of the VAT-inclusive amount, named by the reason. A refund is money back for the service
 * sold, so it takes the standard rate's VAT back with it (ADR 0049).
 */
export function amountCreditNoteDraft(
  order: OrderRow,
  seller: Seller,
  issuedAt: Date,
  rank: number,
  credit: { cause: CreditCause; amount: number; to: 'card' | 'wallet' | 'original' },
): DocumentDraft {
  const reason = creditReason(credit.cause);
  return {
    orderId: order.id,
    document: {
      kind: 'credit_note',
      number: creditNoteNumber(order, rank),
      issuedAt,
      seller,
      lines: [{ name: reason, quantity: 1, unitPrice: credit.amount, vat: 'standard' }],
      paymentMeans: credit.to === 'card' ? 'card' : (means[order.paymentMethod] ?? 'card'),
      billingReference: order.orderNumber,
      reason,
    },
  };
}
