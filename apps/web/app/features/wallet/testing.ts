/** Fixtures for the wallet tests (test-only: nothing in the app imports this file). */
import type { WalletEntry, WalletResponse } from '@hajz/contracts/wallet';

/** A 150.00 SAR refund of a cancelled order, on 5 March 2031 at 10:00 in Riyadh. */
export function refund(over: Partial<WalletEntry> = {}): WalletEntry {
  return {
    id: 31,
    account: 'wallet',
    amount: 15000,
    balance_after: 15000,
    reason: 'refund',
    reason_text: 'Refund of a cancelled order',
    order_number: 'HZ-2031-000501',
    created_at: '2031-03-05T10:00:00+03:00',
    ...over,
  };
}

/** 45.50 SAR paid from the wallet towards an order, later the same day. */
export const payment = (over: Partial<WalletEntry> = {}): WalletEntry =>
  refund({
    id: 32,
    amount: -4550,
    balance_after: 10450,
    reason: 'order_payment',
    reason_text: 'Paid towards an order',
    order_number: 'HZ-2031-000502',
    created_at: '2031-03-05T18:30:00+03:00',
    ...over,
  });

/** 1,200 loyalty points earned, with no order attached. */
export const earned = (over: Partial<WalletEntry> = {}): WalletEntry =>
  refund({
    id: 33,
    account: 'points',
    amount: 1200,
    balance_after: 1250,
    reason: 'points_earned',
    reason_text: 'Points earned',
    order_number: null,
    created_at: '2031-03-06T09:15:00+03:00',
    ...over,
  });

/** A page of GET wallet (20 per page, like the server). */
export function walletPage(
  entries: WalletEntry[],
  { page = 1, last = 1, wallet = 10450, points = 1250 } = {},
): WalletResponse {
  const url = (p: number) => `/api/v1/wallet?page=${p}`;
  return {
    wallet: { balance: wallet, currency: 'SAR' },
    points: { balance: points },
    entries,
    pagination_options: {
      current_page: page,
      last_page: last,
      per_page: 20,
      total: last === 1 ? entries.length : last * 20,
      next_page_url: page < last ? url(page + 1) : null,
      prev_page_url: page > 1 ? url(Math.min(page - 1, last)) : null,
    },
  };
}

/** Text as a reader sees it: without the invisible direction isolates around signed numbers. */
export const visible = (text: string | null | undefined) => (text ?? '').replace(/[\u2066-\u2069]/g, '');
