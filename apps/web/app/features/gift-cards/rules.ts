/** Spec §2 gift card details rules, kept apart from the markup so they are tested on their own. */
import type { GiftCardShown } from './validate';

export type PillTone = 'green' | 'red' | 'amber';
export type Pill = { tone: PillTone; key?: 'not_used' | 'used' | 'expired' | 'active'; text?: string };

/**
 * Not Used green, Used red, Expired amber, any other status green with its own text, no status → Active (green).
 * The colour never carries the meaning alone: the pill always says the status.
 */
export function statusPill(status: string | null | undefined): Pill {
  if (!status) return { tone: 'green', key: 'active' };
  if (status === 'Not Used') return { tone: 'green', key: 'not_used' };
  if (status === 'Used') return { tone: 'red', key: 'used' };
  if (status === 'Expired') return { tone: 'amber', key: 'expired' };
  return { tone: 'green', text: status };
}

/** The amount a card shows: what remains, or its total when the server sends no remaining amount. */
export const shownAmount = (card: Pick<GiftCardShown, 'remaining_amount' | 'total'>) =>
  card.remaining_amount ?? card.total;

/**
 * Redeemed = total − remaining (halalas, shown with two decimals). Without a remaining amount nothing is known to
 * be spent, so it is 0 rather than the whole total.
 */
export const redeemedAmount = (card: Pick<GiftCardShown, 'remaining_amount' | 'total'>): number =>
  (card.total ?? 0) - (card.remaining_amount ?? card.total ?? 0);

/** Spec §9: a gift card's VAT rate defaults to 15%. */
export const taxRateOf = (card: Pick<GiftCardShown, 'tax_rate'>) => card.tax_rate ?? 15;

export const defaultGiftCardImage = '/img/gift-card.svg';
