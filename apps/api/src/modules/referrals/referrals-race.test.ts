/**
 * Exactly once under races (issue 15): 100 new friends take one inviter's code at the same moment (each also
 * twice at once), book at the same moment and complete at the same moment. Each friend is credited once, a
 * replayed confirmation credits nobody again, and the inviter gets exactly the monthly cap's worth.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerEntries, orders, referrals } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { itemsOf } from '../../lifecycle/order-lifecycle.ts';
import { createCustomers, createFixture } from '../../test/booking.ts';
import { checkout, holdService } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { referralsParticipant } from './participant.ts';
import { claimCode, codeOf, completeOrders, setRewards, walletOf } from '../../test/referrals.ts';

const friendsCount = 100;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('100 friends on one code: one reward each, never twice, the inviter up to the cap', async () => {
  await setRewards(t, { cap: 10 });
  const [inviter, ...friends] = await createCustomers(t, friendsCount + 1);
  const { invitation_code: code } = await codeOf(t, inviter!);
  const fx = await createFixture(t, { resources: friendsCount });

  const claims = await Promise.all(friends.flatMap((f) => [claimCode(t, f, code), claimCode(t, f, code)]));
  expect(claims.filter((r) => r.status === 200)).toHaveLength(friendsCount);
  expect(claims.filter((r) => r.status === 409)).toHaveLength(friendsCount);

  for (const f of friends) await holdService(t, fx, f.token, '10:00');
  const booked = await Promise.all(friends.map((f) => checkout(t, f.token, 'cash')));
  expect(booked.map((r) => r.status)).toEqual(friends.map(() => 201));

  // A confirmation replayed for every order (a retried transition) credits nobody again.
  const rows = await t.database.db.select().from(orders).where(eq(orders.status, 'confirmed'));
  await Promise.all(
    rows.map((order) =>
      transaction(t.database.db, async (tx) =>
        referralsParticipant.confirmed!({
          tx,
          order,
          items: await itemsOf(tx, order.id),
          now: new Date(),
          publish: async () => 0,
        }),
      ),
    ),
  );
  const balances = await Promise.all(friends.map((f) => walletOf(t, f.id)));
  expect(balances).toEqual(friends.map(() => 2500));
  const friendCredits = await t.database.db
    .select()
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.reason, 'referral_friend'), like(ledgerEntries.idempotencyKey, 'referral:%')),
    );
  expect(friendCredits).toHaveLength(friendsCount);

  await Promise.all(friends.map((f) => completeOrders(t, f.id)));
  const all = await t.database.db.select().from(referrals).where(eq(referrals.inviterId, inviter!.id));
  expect(all.filter((r) => r.status === 'earned')).toHaveLength(10);
  expect(all.filter((r) => r.status === 'refused' && r.refusedReason === 'cap')).toHaveLength(90);
  expect(await walletOf(t, inviter!.id)).toBe(10 * 5000);
}, 120_000);
