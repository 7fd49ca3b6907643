/**
 * The periodic job (listed in app-context.ts as 'referrals.expire') that ends inviters' rewards left unspent by their
 * expiry: what is left of each credit is debited from the wallet (never below zero), once, under the key
 * `referral:<id>:expired`. Only rewards that expired in the last `lookbackDays` are looked at: the job runs hourly,
 * so each is seen many times (the key makes the repeats no-ops) and an old one is not scanned forever; a server down
 * longer than that lets those rewards stay, the customer's way round.
 */
import { and, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, referrals } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { takeBack } from './take-back.ts';

export const lookbackDays = 30;
const expiredKey = (id: number) => `referral:${id}:expired`;

/**
 * What the wallet paid out since the reward came in. Spending is counted against the reward first (the
 * customer's way round: a refund credited later is never taken for an expired reward).
 */
async function spentSince(tx: Db, userId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ spent: sql<number>`coalesce(-sum(${ledgerEntries.amount}), 0)::int` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.kind, 'wallet'),
        lt(ledgerEntries.amount, 0),
        gte(ledgerEntries.createdAt, since),
      ),
    );
  return Number(row?.spent ?? 0);
}

export async function expireReferralRewards(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - lookbackDays * 86_400_000);
  const due = await db
    .select({
      id: referrals.id,
      inviterId: referrals.inviterId,
      amount: referrals.inviterReward,
      creditedAt: referrals.creditedAt,
    })
    .from(referrals)
    .where(
      and(
        eq(referrals.status, 'earned'),
        gt(referrals.inviterReward, 0),
        lte(referrals.expiresAt, now),
        gt(referrals.expiresAt, since),
        sql`not exists (select 1 from ${ledgerEntries} e join ${ledgerAccounts} a on a.id = e.account_id
          where a.user_id = ${referrals.inviterId} and e.idempotency_key = 'referral:' || ${referrals.id} || ':expired')`,
      ),
    );
  let taken = 0;
  for (const row of due) {
    // One transaction each: a failure (or a replica racing this one) leaves the others done; the key dedupes.
    taken += await transaction(db, async (tx) => {
      const left = row.amount - (await spentSince(tx, row.inviterId, row.creditedAt!));
      return takeBack(tx, row.inviterId, left, 'referral_expired', expiredKey(row.id));
    });
  }
  return taken;
}
