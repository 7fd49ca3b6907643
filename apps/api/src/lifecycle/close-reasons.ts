/**
 * Close reasons the lifecycle passes on (order.cancelled's `reason`) that more than one module reads: the gifting
 * module closes with them, the notifications consumer tells them apart. A shared place, so neither imports the other.
 */
/** The close reason of a gift its recipient declined (gifting/service.ts). */
export const giftDeclinedReason = 'declined';
/** The close reason of an open-time gift nobody scheduled in time (gifting/expiry.ts). */
export const giftExpiredReason = 'gift_expired';
/**
 * A gift that ended without its recipient: its own notification tells the sender (declined, expired, with the
 * refund), so the order's plain "booking cancelled" would say it twice, and in words meant for a visitor.
 */
export const giftEndedReasons: readonly string[] = [giftDeclinedReason, giftExpiredReason];
