import type { GiftCardStatus } from '@hajz/contracts/vouchers';

/**
 * A card's status, from what the ledger says remains and its expiry: nothing left is 'Used' (even once expired:
 * there is nothing to lose), something left after the expiry is 'Expired', anything else 'Not Used'.
 */
export function giftCardStatusOf(remaining: number, expiresAt: Date, now: Date): GiftCardStatus {
  if (remaining <= 0) return 'Used';
  if (expiresAt.getTime() <= now.getTime()) return 'Expired';
  return 'Not Used';
}
