/**
 * Writing gift cards: issuing one (the card, its ledger account and a credit of its value, in the caller's
 * transaction) and redeeming it against an order (a ledger debit). Balances move only through the ledger's `post`,
 * so a card can never be spent below zero, and a retried issue or redeem is the same entry, never a second one.
 */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCards, ledgerAccounts, ledgerEntries } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import { post } from '../ledger/index.ts';

export type GiftCard = typeof giftCards.$inferSelect;

export type IssueGiftCard = {
  userId: number;
  /** Fixed for seeded cards; generated otherwise. */
  serialNumber?: string;
  groupNameEn: string;
  groupNameAr: string;
  value: number;
  expiresAt: Date;
  image?: string | null;
  descriptionEn?: string | null;
  descriptionAr?: string | null;
  voucherOrderNumber?: string | null;
  /** What the buyer paid; by default the face value, VAT included at `taxRate`. */
  total?: number;
  discounts?: number;
  taxRate?: number;
  /** A bought card: its order line and which of the line's cards it is (unique together). */
  orderItemId?: number;
  lineIndex?: number;
  /** Why a person issued it (the back office), kept on its issue entry. */
  note?: string;
};

// No 0/O or 1/I: the serial can be typed in the cart from a printed card.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A serial such as 'K7QX-2M9P-HT4W' (32^12 possibilities: not guessable). */
export function newSerial(): string {
  const chars = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]);
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** Issues a card to its holder and credits its value (key `gift_card:<id>:issue`). */
export async function issueGiftCard(tx: Db, input: IssueGiftCard): Promise<GiftCard> {
  if (!Number.isInteger(input.value) || input.value <= 0) throw new Error('gift card value must be positive');
  const taxRate = input.taxRate ?? 15;
  const discounts = input.discounts ?? 0;
  const total = input.total ?? input.value - discounts;
  // The price is VAT-inclusive, like every price in the app: the tax is the part of the total it contains.
  const tax = Math.round((total * taxRate) / (100 + taxRate));
  const [card] = await tx
    .insert(giftCards)
    .values({
      serialNumber: input.serialNumber ?? newSerial(),
      userId: input.userId,
      groupNameEn: input.groupNameEn,
      groupNameAr: input.groupNameAr,
      value: input.value,
      expiresAt: input.expiresAt,
      image: input.image ?? null,
      descriptionEn: input.descriptionEn ?? null,
      descriptionAr: input.descriptionAr ?? null,
      voucherOrderNumber: input.voucherOrderNumber ?? null,
      subTotal: total - tax,
      tax,
      taxRate,
      discounts,
      total,
      orderItemId: input.orderItemId ?? null,
      lineIndex: input.lineIndex ?? null,
    })
    .returning();
  const [account] = await tx
    .insert(ledgerAccounts)
    .values({ userId: input.userId, kind: 'gift_card', giftCardId: card!.id })
    .returning({ id: ledgerAccounts.id });
  await post(tx, {
    accountId: account!.id,
    amount: input.value,
    reason: 'gift_card_issued',
    note: input.note ?? null,
    idempotencyKey: `gift_card:${card!.id}:issue`,
  });
  return card!;
}

/** The ledger account holding a card's balance. */
export async function giftCardAccount(tx: Db, cardId: number): Promise<number> {
  const [account] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.giftCardId, cardId));
  if (!account) throw new Error(`gift card ${cardId} has no ledger account`);
  return account.id;
}

/**
 * Spends `amount` halalas of a card towards an order (key `order:<orderId>:gift_card:<cardId>`: one debit per card
 * and order, so a retried checkout never spends twice). The ledger refuses an overdraft (409 `ledger.insufficient`);
 * an expired card is refused here (409 `vouchers.expired`). Checking that the card is the customer's and that it
 * does not cover more than the order is the caller's (checkout's) job; call it inside the order's transaction.
 */
export async function redeem(
  tx: Db,
  cardId: number,
  amount: number,
  orderId: number,
  now = new Date(),
): Promise<{ balanceAfter: number; replayed: boolean }> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error('redeem amount must be a positive integer');
  const [card] = await tx
    .select({ expiresAt: giftCards.expiresAt })
    .from(giftCards)
    .where(eq(giftCards.id, cardId));
  if (!card) throw new Error(`no gift card ${cardId}`);
  const accountId = await giftCardAccount(tx, cardId);
  const key = `order:${orderId}:gift_card:${cardId}`;
  if (card.expiresAt.getTime() <= now.getTime()) {
    // A retry of a redeem made before the expiry is still the same entry; a new one is refused.
    const [earlier] = await tx
      .select({ balanceAfter: ledgerEntries.balanceAfter })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.idempotencyKey, key)));
    if (earlier) return { balanceAfter: earlier.balanceAfter, replayed: true };
    throw new GiftCardExpiredError();
  }
  const { entry, replayed } = await post(tx, {
    accountId,
    amount: -amount,
    reason: 'gift_card_redeem',
    orderId,
    idempotencyKey: key,
  });
  return { balanceAfter: entry.balanceAfter, replayed };
}

export class GiftCardExpiredError extends HttpError {
  constructor() {
    super(409, 'vouchers.expired');
  }
}
