import type { Locale } from '@hajz/contracts/locale';
import { browserApi } from '~/lib/browser-api';

/**
 * The gift card endpoints. Quiet: each screen shows its own error state. The data is returned unchecked: the
 * caller validates its shape (validate.ts) before reading it.
 */
export type VoucherList = 'all' | 'available';

const listPath: Record<VoucherList, string> = {
  all: '/vouchers',
  available: '/vouchers/list_available_vouchers',
};

/** GET vouchers?page (every card, the dashboard) or GET vouchers/list_available_vouchers?page (the picker). */
export async function fetchVouchers(locale: Locale, which: VoucherList, page: number): Promise<unknown> {
  const envelope = await browserApi(locale, { quiet: true }).get<unknown>(listPath[which], {
    query: { page },
  });
  return envelope.data;
}

/** GET vouchers/{serial}: one card's details. */
export async function fetchGiftCard(locale: Locale, serial: string): Promise<unknown> {
  const envelope = await browserApi(locale, { quiet: true }).get<unknown>(
    `/vouchers/${encodeURIComponent(serial)}`,
  );
  return envelope.data;
}
