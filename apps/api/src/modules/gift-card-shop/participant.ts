/**
 * Gift card sales as an order lifecycle participant (src/lifecycle/order-lifecycle.ts; listed in app-context.ts).
 *
 * - `confirmed` (cash at checkout, a card payment, a late payment reviving an order): each gift card line issues its
 *   `quantity` cards to the buyer, in the confirmation's transaction. Card `i` of line `L` is unique
 *   (`gift_cards.order_item_id, line_index`) and already-issued indexes are skipped, so a confirmation that runs again
 *   never issues twice.
 * - `released` with 'cancelled' after a confirmation: the line's cards are taken back (their whole value debited,
 *   once) and marked revoked: the buyer no longer sees or spends them. A card already spent, even in part, cannot be
 *   taken back, so the cancellation is refused (409).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCards, ledgerAccounts } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import { post } from '../ledger/index.ts';
import type { OrderItemRow, OrderRow, Participant } from '../../lifecycle/order-lifecycle.ts';
import type { Publish } from '../../outbox/outbox.ts';
import { issueGiftCard } from '../vouchers/index.ts';
import { designsOf, issuedIndexes } from './queries.ts';

const dayMs = 86_400_000;
const defaultValidityDays = 365;

/** `amount` split over `parts` whole halalas, the first ones taking the remainder. */
const share = (amount: number, parts: number, index: number) =>
  Math.floor(amount / parts) + (index < amount % parts ? 1 : 0);

export async function issueBoughtCards(
  tx: Db,
  order: OrderRow,
  items: OrderItemRow[],
  now: Date,
  publish?: Publish,
) {
  const lines = items.filter((i) => i.type === 'gift_card');
  if (lines.length === 0) return;
  const designs = new Map(
    (await designsOf(tx, [...new Set(lines.map((l) => l.productId))])).map((d) => [d.productId, d]),
  );
  for (const line of lines) {
    const design = designs.get(line.productId);
    const days = design?.validityDays ?? defaultValidityDays;
    const issued = await issuedIndexes(tx, line.id);
    const paid = line.totalPrice - line.discountAmount;
    for (let index = 0; index < line.quantity; index++) {
      if (issued.has(index)) continue;
      const card = await issueGiftCard(tx, {
        userId: order.userId,
        groupNameEn: line.nameEn,
        groupNameAr: line.nameAr,
        value: line.unitPrice,
        expiresAt: new Date(now.getTime() + days * dayMs),
        image: line.image,
        descriptionEn: design?.descriptionEn ?? null,
        descriptionAr: design?.descriptionAr ?? null,
        voucherOrderNumber: order.orderNumber,
        total: share(paid, line.quantity, index),
        discounts: share(line.discountAmount, line.quantity, index),
        orderItemId: line.id,
        lineIndex: index,
      });
      await publish?.(tx, 'gift_card.issued', {
        user_id: order.userId,
        serial_number: card.serialNumber,
        amount: card.value,
        locale: order.locale,
      });
    }
  }
}

export async function revokeBoughtCards(tx: Db, items: OrderItemRow[], now: Date) {
  const ids = items.filter((i) => i.type === 'gift_card').map((i) => i.id);
  if (ids.length === 0) return;
  const cards = await tx
    .select({
      id: giftCards.id,
      value: giftCards.value,
      accountId: ledgerAccounts.id,
      balance: ledgerAccounts.balance,
      revokedAt: giftCards.revokedAt,
    })
    .from(giftCards)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.giftCardId, giftCards.id))
    .where(inArray(giftCards.orderItemId, ids))
    .orderBy(giftCards.id)
    .for('update', { of: ledgerAccounts });
  const held = cards.filter((c) => c.revokedAt === null);
  if (held.some((c) => c.balance !== c.value)) throw new HttpError(409, 'gift_card_shop.cancel_spent');
  for (const card of held) {
    await post(tx, {
      accountId: card.accountId,
      amount: -card.value,
      reason: 'gift_card_revoked',
      idempotencyKey: `gift_card:${card.id}:revoke`,
    });
    await tx.update(giftCards).set({ revokedAt: now }).where(eq(giftCards.id, card.id));
  }
}

export const giftCardSalesParticipant: Participant = {
  name: 'gift-card-sales',
  confirmed: ({ tx, order, items, now, publish }) => issueBoughtCards(tx, order, items, now, publish),
  released: async ({ tx, order, items, status, now }) => {
    if (status === 'cancelled' && order.confirmedAt !== null) await revokeBoughtCards(tx, items, now);
  },
};
