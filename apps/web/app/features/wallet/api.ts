import type { Locale } from '@hajz/contracts/locale';
import { browserApi } from '~/lib/browser-api';

/**
 * GET wallet?page: the balances and one page of history, newest first. Quiet: the page shows its own error state.
 * The data is returned unchecked: the caller validates its shape before reading it.
 */
export async function fetchWalletPage(locale: Locale, page: number): Promise<unknown> {
  const envelope = await browserApi(locale, { quiet: true }).get<unknown>('/wallet', { query: { page } });
  return envelope.data;
}
