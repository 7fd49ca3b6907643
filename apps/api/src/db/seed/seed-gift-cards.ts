/**
 * Demo gift cards, issued and spent through the ledger (so what remains and the redeem history agree): Sara
 * (50 000 0105) holds an unused 200.00 card and an expired 100.00 one; Reem (50 000 0103) a 300.00 card with 50.00
 * spent on her older demo booking. Fixed serials make a re-seed find the cards instead of issuing new ones, and the
 * ledger keys make the redeem happen once.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { giftCards, orderRedemptions, orders, payments, users } from '../schema.ts';
import { issueGiftCard, type IssueGiftCard } from '../../modules/vouchers/index.ts';
import { reserveRedemptions } from '../../modules/redemptions/index.ts';

const dayMs = 86_400_000;
const sara = '966500000105';
const reem = '966500000103';
export const demoSerials = {
  saraUnused: 'DEMO-SARA-0200',
  saraExpired: 'DEMO-SARA-0100',
  reemPartlyUsed: 'DEMO-REEM-0300',
} as const;
const reemRedeem = 5000;

const design = {
  groupNameEn: 'Rawnaq gift card',
  groupNameAr: 'بطاقة هدايا رونق',
  image: null,
  descriptionEn:
    '<p>Spend it on any <strong>service</strong> or product at every Rawnaq branch.</p>' +
    '<ul><li>Use it in part: the rest stays on the card.</li><li>Valid until its expiry date.</li></ul>',
  descriptionAr:
    '<p>استخدمها في أي <strong>خدمة</strong> أو منتج في جميع فروع رونق.</p>' +
    '<ul><li>يمكن استخدامها على دفعات: يبقى الباقي في البطاقة.</li><li>صالحة حتى تاريخ انتهائها.</li></ul>',
} satisfies Partial<IssueGiftCard>;

export async function seedDemoGiftCards(tx: Db, now = new Date()): Promise<void> {
  const userId = async (mobile: string) =>
    (await tx.select({ id: users.id }).from(users).where(eq(users.mobileNumber, mobile)))[0]?.id;
  const days = (n: number) => new Date(now.getTime() + n * dayMs);

  const saraId = await userId(sara);
  if (saraId) {
    await card(tx, {
      ...design,
      userId: saraId,
      serialNumber: demoSerials.saraUnused,
      value: 20000,
      expiresAt: days(365),
    });
    await card(tx, {
      ...design,
      userId: saraId,
      serialNumber: demoSerials.saraExpired,
      value: 10000,
      expiresAt: days(-30),
    });
  }

  const reemId = await userId(reem);
  if (!reemId) return;
  const reemCard = await card(tx, {
    ...design,
    userId: reemId,
    serialNumber: demoSerials.reemPartlyUsed,
    value: 30000,
    expiresAt: days(180),
  });
  const [older] = await tx
    .select()
    .from(orders)
    .where(eq(orders.userId, reemId))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(1);
  if (!older || older.total < reemRedeem) return;
  // What POST orders and the order lifecycle write for a card in checkout: a redemption row, its debit in the
  // ledger (the redemptions participant's own keys), used once the order was confirmed. Once: a re-seed finds the row.
  const [spent] = await tx
    .select({ id: orderRedemptions.id })
    .from(orderRedemptions)
    .where(and(eq(orderRedemptions.orderId, older.id), eq(orderRedemptions.giftCardId, reemCard.id)));
  if (spent) return;
  await tx.insert(orderRedemptions).values({
    orderId: older.id,
    userId: reemId,
    kind: 'gift_card',
    giftCardId: reemCard.id,
    amount: reemRedeem,
    createdAt: older.createdAt,
  });
  await reserveRedemptions(tx, older);
  await tx.update(orderRedemptions).set({ status: 'used' }).where(eq(orderRedemptions.orderId, older.id));
  // The order now says what the card paid: gift_card_discount is a payment-like deduction after VAT (issue 6 §6),
  // so the VAT stays and the total (and the cash due at the branch) drop by the same 50.00, once.
  await tx
    .update(orders)
    .set({
      giftCardDiscount: sql`${orders.giftCardDiscount} + ${reemRedeem}`,
      total: sql`${orders.total} - ${reemRedeem}`,
      giftCard: demoSerials.reemPartlyUsed,
    })
    .where(eq(orders.id, older.id));
  await tx
    .update(payments)
    .set({ amount: sql`${payments.amount} - ${reemRedeem}` })
    .where(eq(payments.orderId, older.id));
}

/** The card with this serial, issued (with its credit) the first time only. */
async function card(tx: Db, input: IssueGiftCard & { serialNumber: string }) {
  const [existing] = await tx.select().from(giftCards).where(eq(giftCards.serialNumber, input.serialNumber));
  return existing ?? issueGiftCard(tx, input);
}
