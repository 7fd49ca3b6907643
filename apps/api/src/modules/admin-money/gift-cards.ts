/**
 * Gift cards for the owner (issue 17 item 3, ADR 0032): find them, read a card's whole ledger, issue one to a
 * customer, adjust its balance, void it. A balance moves only through the ledger's `post`, with the owner's reason
 * on the entry (`ledger_entries.note`) and in the audit entry of the same transaction; nothing edits a balance.
 */
import type {
  AdminGiftCard,
  AdminGiftCardDetails,
  AdminGiftCardEntry,
  adjustGiftCardBody,
  issueGiftCardBody,
  voidGiftCardBody,
} from '@hajz/contracts/admin-gift-cards';
import type { Locale } from '@hajz/contracts/locale';
import type { StaffAccess } from '@hajz/contracts/staff';
import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { giftCards, ledgerAccounts, ledgerEntries, orders, users } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { normalizeSaudiMobile } from '../../lib/phone.ts';
import { addDays, isoWithOffset, localDate, zonedInstant } from '../../lib/zoned-time.ts';
import { HttpError } from '../../plugins/errors.ts';
import { InsufficientBalanceError, post } from '../ledger/index.ts';
import { loadBusiness } from '../settings/index.ts';
import { recordAudit } from '../staff/index.ts';
import { giftCardAccount, issueGiftCard } from '../vouchers/index.ts';
import { giftCardStatusOf } from '../vouchers/index.ts';

export const giftCardPageSize = 25;

/** The ledger reasons a gift card account's entries carry, as the screen names them. */
const kinds: Record<string, AdminGiftCardEntry['kind']> = {
  gift_card_issued: 'issued',
  gift_card_redeem: 'redeemed',
  gift_card_returned: 'returned',
  gift_card_adjusted: 'adjusted',
  gift_card_voided: 'voided',
  gift_card_revoked: 'revoked',
};

const listed = (db: Db) =>
  db
    .select({ card: giftCards, balance: ledgerAccounts.balance, holder: users })
    .from(giftCards)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.giftCardId, giftCards.id))
    .innerJoin(users, eq(users.id, giftCards.userId));

type Listed = Awaited<ReturnType<ReturnType<typeof listed>['where']>>[number];

function toCard(
  { card, balance, holder }: Listed,
  locale: Locale,
  timezone: string,
  now: Date,
): AdminGiftCard {
  return {
    id: card.id,
    serial_number: card.serialNumber,
    holder_id: holder.id,
    holder_name: [holder.firstName, holder.lastName].filter(Boolean).join(' '),
    holder_mobile: holder.mobileNumber,
    group_name: locale === 'ar' ? card.groupNameAr : card.groupNameEn,
    value: card.value,
    balance,
    expires_at: isoWithOffset(card.expiresAt.getTime(), timezone),
    status: giftCardStatusOf(balance, card.expiresAt, now),
    voided: card.voidedAt !== null,
    revoked: card.revokedAt !== null,
    order_number: card.voucherOrderNumber,
    created_at: card.createdAt.toISOString(),
  };
}

export async function listGiftCards(db: Db, filter: { page: number; q?: string }, locale: Locale) {
  const text = filter.q?.trim() ?? '';
  const mobile = text ? normalizeSaudiMobile(text) : null;
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const found: SQL | undefined = text
    ? or(
        ilike(giftCards.serialNumber, like),
        mobile ? eq(users.mobileNumber, mobile) : undefined,
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
      )
    : undefined;
  const rows = await listed(db)
    .where(found)
    .orderBy(desc(giftCards.id))
    .limit(giftCardPageSize + 1)
    .offset((filter.page - 1) * giftCardPageSize);
  const { timezone } = await loadBusiness(db);
  const now = new Date();
  return {
    gift_cards: rows.slice(0, giftCardPageSize).map((r) => toCard(r, locale, timezone, now)),
    page: filter.page,
    has_more: rows.length > giftCardPageSize,
  };
}

export async function giftCardDetails(db: Db, id: number, locale: Locale): Promise<AdminGiftCardDetails> {
  const [row] = await listed(db).where(eq(giftCards.id, id));
  if (!row) throw new HttpError(404, 'money.card_not_found');
  const { timezone } = await loadBusiness(db);
  const entries = await db
    .select({ entry: ledgerEntries, orderNumber: orders.orderNumber })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
    .where(eq(ledgerAccounts.giftCardId, id))
    .orderBy(desc(ledgerEntries.id));
  return {
    gift_card: toCard(row, locale, timezone, new Date()),
    entries: entries.map(({ entry, orderNumber }) => ({
      id: entry.id,
      date: isoWithOffset(entry.createdAt.getTime(), timezone),
      amount: entry.amount,
      balance_after: entry.balanceAfter,
      kind: kinds[entry.reason] ?? 'adjusted',
      note: entry.note,
      order_number: orderNumber ?? null,
    })),
  };
}

/** The card locked for a change (void and adjust queue behind each other), refused when it can no longer change. */
async function changeable(tx: Db, id: number) {
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
  if (!card) throw new HttpError(404, 'money.card_not_found');
  if (card.revokedAt) throw new HttpError(409, 'money.card_revoked');
  if (card.voidedAt) throw new HttpError(409, 'money.card_voided');
  const accountId = await giftCardAccount(tx, id);
  const [account] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
  return { card, accountId, balance: account!.balance };
}

const snapshot = (card: { serialNumber: string }, balance: number, voided = false) => ({
  serial_number: card.serialNumber,
  balance,
  ...(voided ? { voided } : {}),
});

export async function issueCard(db: Db, access: StaffAccess, body: z.output<typeof issueGiftCardBody>) {
  const mobile = normalizeSaudiMobile(body.mobile);
  const [holder] = mobile
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.mobileNumber, mobile), eq(users.role, 'customer'), isNull(users.deletedAt)))
    : [];
  if (!holder) throw new HttpError(422, 'errors.validation', { mobile: ['money.mobile'] });
  const { timezone } = await loadBusiness(db);
  if (body.expires_on < localDate(Date.now(), timezone))
    throw new HttpError(422, 'errors.validation', { expires_on: ['money.expiry_past'] });
  return transaction(db, async (tx) => {
    // Given, not sold: nothing was paid for it, so it carries no sale and no VAT (voucher_order_number null).
    const card = await issueGiftCard(tx, {
      userId: holder.id,
      groupNameEn: body.group_name_en,
      groupNameAr: body.group_name_ar,
      value: body.value,
      // Usable through the whole last day on the business's calendar.
      expiresAt: new Date(zonedInstant(addDays(body.expires_on, 1), 0, timezone)),
      total: 0,
      taxRate: 0,
      note: body.reason,
    });
    await recordAudit(tx, {
      actorId: access.user_id,
      action: 'gift_card.issue',
      entity: 'gift_card',
      entityId: card.id,
      branchId: null,
      before: null,
      after: { ...snapshot(card, body.value), holder_id: holder.id, reason: body.reason },
    });
    return { id: card.id };
  });
}

/**
 * Adds (amount > 0) or takes off (amount < 0) value, as one `gift_card_adjusted` entry with the reason. A retry with
 * the same Idempotency-Key is the same entry (key `gift_card:<id>:adjust:<key>`), never a second one.
 */
export async function adjustCard(
  db: Db,
  access: StaffAccess,
  id: number,
  body: z.output<typeof adjustGiftCardBody>,
  idempotencyKey: string,
) {
  return transaction(db, async (tx) => {
    const { card, accountId, balance } = await changeable(tx, id);
    try {
      const { entry, replayed } = await post(tx, {
        accountId,
        amount: body.amount,
        reason: 'gift_card_adjusted',
        note: body.reason,
        idempotencyKey: `gift_card:${id}:adjust:${access.user_id}:${idempotencyKey}`,
      });
      if (!replayed)
        await recordAudit(tx, {
          actorId: access.user_id,
          action: 'gift_card.adjust',
          entity: 'gift_card',
          entityId: id,
          branchId: null,
          before: snapshot(card, balance),
          after: { ...snapshot(card, entry.balanceAfter), amount: body.amount, reason: body.reason },
        });
      return { id };
    } catch (error) {
      if (error instanceof InsufficientBalanceError)
        throw new HttpError(422, 'errors.validation', { amount: ['money.adjust_below_zero'] });
      throw error;
    }
  });
}

/** Takes off what is left (`gift_card_voided`, with the reason) and marks the card void: it can never be used again. */
export async function voidCard(
  db: Db,
  access: StaffAccess,
  id: number,
  body: z.output<typeof voidGiftCardBody>,
) {
  return transaction(db, async (tx) => {
    const { card, accountId, balance } = await changeable(tx, id);
    if (balance > 0)
      await post(tx, {
        accountId,
        amount: -balance,
        reason: 'gift_card_voided',
        note: body.reason,
        idempotencyKey: `gift_card:${id}:void`,
      });
    await tx.update(giftCards).set({ voidedAt: new Date() }).where(eq(giftCards.id, id));
    await recordAudit(tx, {
      actorId: access.user_id,
      action: 'gift_card.void',
      entity: 'gift_card',
      entityId: id,
      branchId: null,
      before: snapshot(card, balance),
      after: { ...snapshot(card, 0, true), reason: body.reason },
    });
    return { id };
  });
}
