/** GET wallet: the customer's wallet and points balances and their history, newest first. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@hajz/contracts/locale';
import type { WalletResponse } from '@hajz/contracts/wallet';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, orders } from '../../db/schema.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import { isoWithOffset } from '../../lib/zoned-time.ts';
import { loadBusiness } from '../settings/index.ts';

export const walletPageSize = 20;

export async function getWallet(
  db: Db,
  userId: number,
  page: number,
  locale: Locale,
): Promise<WalletResponse> {
  const accounts = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), inArray(ledgerAccounts.kind, ['wallet', 'points'])));
  const balance = (kind: string) => accounts.find((a) => a.kind === kind)?.balance ?? 0;
  const ids = accounts.map((a) => a.id);
  const { timezone } = await loadBusiness(db);
  const [count] = ids.length
    ? await db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.accountId, ids))
    : [{ n: 0 }];
  const total = Number(count?.n ?? 0);
  const rows = ids.length
    ? await db
        .select({ entry: ledgerEntries, kind: ledgerAccounts.kind, orderNumber: orders.orderNumber })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
        .where(inArray(ledgerEntries.accountId, ids))
        .orderBy(desc(ledgerEntries.id))
        .limit(walletPageSize)
        .offset((page - 1) * walletPageSize)
    : [];
  const lastPage = Math.max(1, Math.ceil(total / walletPageSize));
  const url = (p: number) => `/api/v1/wallet?page=${p}`;
  return {
    wallet: { balance: balance('wallet'), currency: 'SAR' },
    points: { balance: balance('points') },
    entries: rows.map(({ entry, kind, orderNumber }) => ({
      id: entry.id,
      account: kind as 'wallet' | 'points',
      amount: entry.amount,
      balance_after: entry.balanceAfter,
      reason: entry.reason,
      reason_text: translate(locale, reasonKey(entry.reason)),
      order_number: orderNumber ?? null,
      created_at: isoWithOffset(entry.createdAt.getTime(), timezone),
    })),
    pagination_options: {
      current_page: page,
      last_page: lastPage,
      per_page: walletPageSize,
      total,
      next_page_url: page < lastPage ? url(page + 1) : null,
      prev_page_url: page > 1 ? url(Math.min(page - 1, lastPage)) : null,
    },
  };
}

const known = [
  'refund',
  'order_payment',
  'points_earned',
  'points_redeemed',
  'points_returned',
  'points_expired_order',
  'adjustment',
  'referral_friend',
  'referral_inviter',
  'referral_reversed',
  'referral_expired',
];
const reasonKey = (reason: string): MessageKey =>
  (known.includes(reason) ? `ledger.reason.${reason}` : 'ledger.reason.adjustment') as MessageKey;
