/**
 * Spec §3 gifted_info as each viewer sees it, and who may see a gift: its sender always; its recipient (the account
 * holding the recipient's mobile) once the order was confirmed, so an unpaid gift never reaches anyone.
 */
import { fullName } from '@hajz/contracts/auth';
import { giftIsOpen, giftStatuses, type GiftStatusName, type GiftedInfo } from '@hajz/contracts/gifting';
import type { Locale } from '@hajz/contracts/locale';
import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gifts, orders, users } from '../../db/schema.ts';
import type { OrderItemRow, OrderRow } from '../../lifecycle/order-lifecycle.ts';
import { isoWithOffset } from '../../lib/zoned-time.ts';

export type GiftRow = typeof gifts.$inferSelect & { senderName: string };

/** The viewer's mobile in the stored form, inside the query (null once the account is deleted: matches nothing). */
const viewerMobile = (userId: number) =>
  sql`(select ${users.mobileNumber} from ${users} where ${users.id} = ${userId})`;

/**
 * Received by this viewer (on their mobile) and delivered: its order was confirmed once (an unpaid gift reaches
 * nobody). A condition on `gifts` joined to `orders`; who received a gift is decided by the number when read.
 */
export const receivedBy = (userId: number): SQL =>
  and(eq(gifts.recipientMobile, viewerMobile(userId)), isNotNull(orders.confirmedAt))!;

/** Gifts this viewer may see: sent by them, or received on their mobile once the order was confirmed. */
const visibleGift = (userId: number): SQL => or(eq(gifts.senderUserId, userId), receivedBy(userId))!;

/** The gift (by its id or its order's) when the viewer is its delivered recipient, else null. */
export async function findReceivedGift(
  db: Db,
  userId: number,
  by: { giftId: number } | { orderId: number },
): Promise<{ id: number; orderId: number } | null> {
  const [row] = await db
    .select({ id: gifts.id, orderId: gifts.orderId })
    .from(gifts)
    .innerJoin(orders, eq(orders.id, gifts.orderId))
    .where(and('giftId' in by ? eq(gifts.id, by.giftId) : eq(gifts.orderId, by.orderId), receivedBy(userId)));
  return row ?? null;
}

const withSender = {
  gift: gifts,
  senderFirst: users.firstName,
  senderLast: users.lastName,
};
const toRow = (r: { gift: typeof gifts.$inferSelect; senderFirst: string; senderLast: string }): GiftRow => ({
  ...r.gift,
  senderName: fullName({ first_name: r.senderFirst, last_name: r.senderLast }),
});

/** The gifts of these orders (at most one each), with their sender's name. */
export async function giftsOfOrders(db: Db, orderIds: number[]): Promise<Map<number, GiftRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select(withSender)
    .from(gifts)
    .innerJoin(users, eq(users.id, gifts.senderUserId))
    .where(inArray(gifts.orderId, orderIds));
  return new Map(rows.map((r) => [r.gift.orderId, toRow(r)]));
}

/** Gifts the viewer sent or received, newest first, with their orders (cancelled ones left out, spec §4). */
export async function viewerGifts(db: Db, userId: number, giftId?: number) {
  const rows = await db
    .select({ ...withSender, order: orders })
    .from(gifts)
    .innerJoin(orders, eq(orders.id, gifts.orderId))
    .innerJoin(users, eq(users.id, gifts.senderUserId))
    .where(
      and(
        visibleGift(userId),
        inArray(orders.status, ['confirmed', 'completed']),
        giftId === undefined ? undefined : eq(gifts.id, giftId),
      ),
    )
    .orderBy(gifts.createdAt, gifts.id);
  return rows.reverse().map((r) => ({ gift: toRow(r), order: r.order }));
}

/**
 * A gift is completed once answered, withdrawn or expired, when its order is no longer confirmed, once its time
 * began, or — an open-time gift with no time chosen — once its schedule-by date passed (the expiry job ends it).
 */
export function giftCompleted(
  gift: Pick<GiftRow, 'status' | 'scheduleBy'>,
  order: OrderRow,
  items: OrderItemRow[],
  now: Date,
): boolean {
  if (!giftIsOpen(gift.status as GiftStatusName) || order.status !== 'confirmed') return true;
  if (gift.status === 'waiting' && gift.scheduleBy && gift.scheduleBy.getTime() <= now.getTime()) return true;
  return items.some((i) => i.startAt !== null && i.startAt.getTime() <= now.getTime());
}

export function giftedInfoFor(
  gift: GiftRow,
  viewerId: number,
  order: OrderRow,
  items: OrderItemRow[],
  locale: Locale,
  now: Date,
  timeZone: string,
): GiftedInfo {
  const status = gift.status as GiftStatusName;
  return {
    id: gift.id,
    is_sender: gift.senderUserId === viewerId,
    is_completed: giftCompleted(gift, order, items, now),
    status,
    sender_user: { full_name: gift.senderName },
    receiver_user: { full_name: fullName({ first_name: gift.firstName, last_name: gift.lastName }) },
    gifted_status: { label: giftStatuses[status][locale], color: giftStatuses[status].color },
    gift_message: gift.message,
    schedule_by: gift.scheduleBy ? isoWithOffset(gift.scheduleBy.getTime(), timeZone) : null,
  };
}

/**
 * Who comes to a gifted booking: the recipient, by their mobile, in the language of their gift message, with their
 * account when the number has one (and whether they turned reminders off). Null for an order that is not a gift.
 */
export async function giftVisitor(db: Db, orderId: number) {
  const [row] = await db
    .select({
      mobile: gifts.recipientMobile,
      locale: gifts.locale,
      giftId: gifts.id,
      userId: users.id,
      reminders: users.bookingReminders,
    })
    .from(gifts)
    .leftJoin(users, and(eq(users.mobileNumber, gifts.recipientMobile), isNull(users.deletedAt)))
    .where(eq(gifts.orderId, orderId));
  if (!row) return null;
  return {
    mobile: row.mobile,
    locale: (row.locale === 'en' ? 'en' : 'ar') as Locale,
    giftId: row.giftId,
    userId: row.userId,
    remindersOff: row.userId !== null && row.reminders === false,
  };
}

/** Whether the viewer is the delivered recipient of this order's gift (who declines it rather than cancels). */
export const isGiftRecipient = async (db: Db, userId: number, orderId: number) =>
  (await findReceivedGift(db, userId, { orderId })) !== null;
