/**
 * Why a friend's invitation earns nothing (ADR 0025): rewards paid on sign-up get farmed with a second number, the
 * inviter's own card or their own home. These are checked when the code is taken and again when the friend's
 * first order is confirmed (a card or an address saved after sign-up counts too).
 */
import { and, count, eq, gte, isNotNull, ne, or, sql } from 'drizzle-orm';
import { messageRules } from '@hajz/contracts/message-rules';
import type { RefusedReason } from '@hajz/contracts/referrals';
import type { Db } from '../../db/client.ts';
import { addresses, orders, referrals, savedCards, users } from '../../db/schema.ts';
import { rowsOf } from '../../db/retry.ts';

const exists = async (db: Db, query: ReturnType<typeof sql>) =>
  rowsOf<{ found: boolean }>(await db.execute(sql`select exists(${query}) as found`))[0]?.found === true;

async function samePhone(db: Db, inviterId: number, friendId: number) {
  const rows = await db
    .select({ id: users.id, mobile: users.mobileNumber })
    .from(users)
    .where(or(eq(users.id, inviterId), eq(users.id, friendId)));
  const [a, b] = rows.map((r) => r.mobile);
  return rows.length === 2 && !!a && a === b;
}

/** A card token saved by both (the provider's token names the card, whoever saved it). */
const sameCard = (db: Db, inviterId: number, friendId: number) =>
  exists(
    db,
    sql`select 1 from ${savedCards} f join ${savedCards} i
      on i.provider = f.provider and i.token = f.token
      where f.user_id = ${friendId} and i.user_id = ${inviterId}`,
  );

/**
 * The same place: the same typed address, or points within about 11 m (4 decimals). Two flats in one building
 * count as one place; an honest neighbour loses the reward, a farmer with two numbers at home does not get it.
 */
const sameAddress = (db: Db, inviterId: number, friendId: number) =>
  exists(
    db,
    sql`select 1 from ${addresses} f join ${addresses} i
      on lower(btrim(i.full_address)) = lower(btrim(f.full_address))
        or (round(i.latitude::numeric, 4) = round(f.latitude::numeric, 4)
          and round(i.longitude::numeric, 4) = round(f.longitude::numeric, 4))
      where f.user_id = ${friendId} and i.user_id = ${inviterId}`,
  );

/**
 * An order the friend really has, other than `exceptOrderId`: one that was confirmed (paid, or cash; cancelled later
 * or not) or one waiting for its payment. An unpaid order that ran out of time or was replaced does not count.
 */
export async function hasOrder(db: Db, friendId: number, exceptOrderId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, friendId),
        or(isNotNull(orders.confirmedAt), eq(orders.status, 'pending_payment')),
        exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId),
      ),
    )
    .limit(1);
  return !!row;
}

/** The first reason found, or null when the friend may be rewarded. */
export async function refusalFor(
  db: Db,
  inviterId: number,
  friendId: number,
): Promise<Exclude<RefusedReason, 'cap' | 'after_first_order'> | null> {
  if (await samePhone(db, inviterId, friendId)) return 'same_phone';
  if (await sameCard(db, inviterId, friendId)) return 'same_card';
  if (await sameAddress(db, inviterId, friendId)) return 'same_address';
  return null;
}

/**
 * Whether the day's rewarded sign-ups from `source` (the client's address) are all taken (issue 29 item 6,
 * ADR 0057): one address signing up many numbers with one code farms rewards. Serialised per source by a
 * transaction-scoped advisory lock, so concurrent sign-ups cannot both pass.
 */
export async function sourceIsFull(tx: Db, source: string, now: Date): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`referral-source:${source}`}))`);
  const [row] = await tx
    .select({ n: count() })
    .from(referrals)
    .where(
      and(
        eq(referrals.source, source),
        ne(referrals.status, 'refused'),
        gte(referrals.createdAt, new Date(now.getTime() - 86_400_000)),
      ),
    );
  return (row?.n ?? 0) >= messageRules.rewardedSignUpsPerSourcePerDay;
}
