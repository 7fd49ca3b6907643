/** Reading gift cards for their holder: lists (available now, or all) and one card's details. */
import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@hajz/contracts/locale';
import {
  voucherPageSize,
  type GiftCardDetails,
  type RedeemEntry,
  type Voucher,
  type VouchersResponse,
} from '@hajz/contracts/vouchers';
import type { Db } from '../../db/client.ts';
import { giftCards, ledgerAccounts, ledgerEntries, orders } from '../../db/schema.ts';
import { notFound } from '../../plugins/errors.ts';
import { isoWithOffset } from '../../lib/zoned-time.ts';
import { qrImageDataUrl } from '../../lib/qr-image.ts';
import { loadBusiness } from '../settings/index.ts';
import { sanitizeDescription } from './sanitize.ts';
import { giftCardStatusOf } from './status.ts';

/** The cards a customer holds: theirs, and not taken back (revoked when the order they were bought in was cancelled). */
export const heldBy = (userId: number) => and(eq(giftCards.userId, userId), isNull(giftCards.revokedAt))!;

/** The business's own changes to a card's balance (the back office), shown in its holder's history. */
const businessChanges: Record<string, RedeemEntry['kind']> = {
  gift_card_adjusted: 'adjustment',
  gift_card_voided: 'void',
};

type Row = { card: typeof giftCards.$inferSelect; remaining: number };
type Context = { locale: Locale; now: Date; timezone: string };

/** Each card with what its ledger account holds (the account's balance: the last entry's balance_after). */
const withBalance = (db: Db) =>
  db
    .select({ card: giftCards, remaining: ledgerAccounts.balance })
    .from(giftCards)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.giftCardId, giftCards.id));

function toVoucher({ card, remaining }: Row, { locale, now, timezone }: Context): Voucher {
  return {
    serial_number: card.serialNumber,
    voucher_group_name: locale === 'ar' ? card.groupNameAr : card.groupNameEn,
    value: card.value,
    card_image: card.image,
    remaining_amount: remaining,
    expiry_date: isoWithOffset(card.expiresAt.getTime(), timezone),
    status: giftCardStatusOf(remaining, card.expiresAt, now),
  };
}

export type VoucherList = 'available' | 'all';

/**
 * One page (30) of the holder's cards. 'available' (spec §7 list_available_vouchers, the cart's picker): cards with
 * something left that have not expired, soonest to expire first. 'all' (the dashboard): every card, newest first.
 */
export async function listVouchers(
  db: Db,
  userId: number,
  which: VoucherList,
  page: number,
  locale: Locale,
  now = new Date(),
): Promise<VouchersResponse> {
  const mine = heldBy(userId);
  const where: SQL | undefined =
    which === 'available' ? and(mine, gt(ledgerAccounts.balance, 0), gt(giftCards.expiresAt, now)) : mine;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(giftCards)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.giftCardId, giftCards.id))
    .where(where);
  const order =
    which === 'available'
      ? [giftCards.expiresAt, giftCards.id]
      : [desc(giftCards.createdAt), desc(giftCards.id)];
  const rows = await withBalance(db)
    .where(where)
    .orderBy(...order)
    .limit(voucherPageSize)
    .offset((page - 1) * voucherPageSize);
  const { timezone } = await loadBusiness(db);
  const total = Number(count?.n ?? 0);
  const lastPage = Math.max(1, Math.ceil(total / voucherPageSize));
  const path = which === 'available' ? '/api/v1/vouchers/list_available_vouchers' : '/api/v1/vouchers';
  const url = (p: number) => `${path}?page=${p}`;
  return {
    vouchers: rows.map((row) => toVoucher(row, { locale, now, timezone })),
    pagination_options: {
      current_page: page,
      last_page: lastPage,
      per_page: voucherPageSize,
      total,
      next_page_url: page < lastPage ? url(page + 1) : null,
      prev_page_url: page > 1 ? url(Math.min(page - 1, lastPage)) : null,
    },
  };
}

/**
 * One of the holder's cards by serial; someone else's card, or one taken back, is a 404, the same as a serial that
 * does not exist.
 */
export async function getVoucher(
  db: Db,
  userId: number,
  serial: string,
  locale: Locale,
  now = new Date(),
): Promise<GiftCardDetails> {
  const [row] = await withBalance(db).where(and(eq(giftCards.serialNumber, serial), heldBy(userId)));
  if (!row) throw notFound('vouchers.not_found');
  const { card, remaining } = row;
  const { timezone } = await loadBusiness(db);
  // What each order took from the card, net of what was given back (an order that expired or was cancelled took
  // nothing), and each change the business made (ADR 0032); the issue credit is neither. Newest first; an order
  // deleted since shows no number.
  const entries = await db
    .select({ entry: ledgerEntries, orderNumber: orders.orderNumber })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
    .where(
      and(
        eq(ledgerAccounts.giftCardId, card.id),
        or(isNotNull(ledgerEntries.orderId), inArray(ledgerEntries.reason, Object.keys(businessChanges))),
      ),
    )
    .orderBy(desc(ledgerEntries.id));
  const history: { amount: number; date: Date; orderNumber: string | null; kind: RedeemEntry['kind'] }[] = [];
  const byOrder = new Map<number, (typeof history)[number]>();
  for (const { entry, orderNumber } of entries) {
    const change = businessChanges[entry.reason];
    if (change || entry.orderId === null) {
      history.push({
        amount: -entry.amount,
        date: entry.createdAt,
        orderNumber: null,
        kind: change ?? 'adjustment',
      });
      continue;
    }
    const seen = byOrder.get(entry.orderId);
    if (seen) seen.amount -= entry.amount;
    else {
      const use = { amount: -entry.amount, date: entry.createdAt, orderNumber, kind: 'order' as const };
      byOrder.set(entry.orderId, use);
      history.push(use);
    }
  }
  const debits = history.filter((d) => d.kind !== 'order' || d.amount > 0);
  const listed = toVoucher(row, { locale, now, timezone });
  return {
    serial_number: card.serialNumber,
    voucher_group_name: listed.voucher_group_name,
    total: card.total,
    remaining_amount: remaining,
    currency: 'SAR',
    status: listed.status,
    card_image: card.image,
    description: sanitizeDescription(locale === 'ar' ? card.descriptionAr : card.descriptionEn),
    expiry_date: listed.expiry_date,
    voucher_order_number: card.voucherOrderNumber,
    qr_code: await qrImageDataUrl(card.serialNumber),
    sub_total: card.subTotal,
    tax: card.tax,
    tax_rate: card.taxRate,
    discounts: card.discounts,
    redeem_history: debits.map(({ amount, date, orderNumber, kind }) => ({
      date: isoWithOffset(date.getTime(), timezone),
      order_number: orderNumber ?? null,
      amount,
      kind,
    })),
  };
}
