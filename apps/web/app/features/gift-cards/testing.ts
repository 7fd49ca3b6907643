/** Fixtures for the gift card tests (test-only: nothing in the app imports this file). */
import type { GiftCardDetails, Voucher, VouchersResponse } from '@hajz/contracts/vouchers';

/** A 300.00 SAR card with 50.00 spent, expiring 5 March 2031 in Riyadh. */
export function giftCard(over: Partial<GiftCardDetails> = {}): GiftCardDetails {
  return {
    serial_number: 'DEMO-REEM-0300',
    voucher_group_name: 'Rawnaq gift card',
    total: 30000,
    remaining_amount: 25000,
    currency: 'SAR',
    status: 'Not Used',
    card_image: '/img/cards/gold.svg',
    description: '<p>Spend it on any <strong>service</strong>.</p>',
    expiry_date: '2031-03-05T10:00:00+03:00',
    voucher_order_number: 'HZ1042',
    qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
    sub_total: 26087,
    tax: 3913,
    tax_rate: 15,
    discounts: 0,
    redeem_history: [
      { date: '2031-01-10T18:30:00+03:00', order_number: 'HZ1001', amount: 5000, kind: 'order' },
    ],
    ...over,
  };
}

export function voucher(over: Partial<Voucher> = {}): Voucher {
  return {
    serial_number: 'DEMO-SARA-0200',
    voucher_group_name: 'Rawnaq gift card',
    value: 20000,
    card_image: null,
    remaining_amount: 20000,
    expiry_date: '2031-03-05T10:00:00+03:00',
    status: 'Not Used',
    ...over,
  };
}

export function vouchersPage(vouchers: Voucher[]): VouchersResponse {
  return {
    vouchers,
    pagination_options: {
      current_page: 1,
      last_page: 1,
      per_page: 30,
      total: vouchers.length,
      next_page_url: null,
      prev_page_url: null,
    },
  };
}
