/**
 * Demo wallet: Sara (50 000 0105) has a wallet credit and some points; Layla (0106) and Khalid (0107) have 400
 * points to spend in the cart. Written through the ledger (so balance and history agree), once: the idempotency
 * keys make a re-seed a no-op.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema.ts';
import { accountOf, post } from '../../modules/ledger/index.ts';

const demoMobile = '966500000105';

/** Layla and Khalid: points to try in the cart (the e2e spec of issue 6 spends them, one language each). */
const pointsCustomers = ['966500000106', '966500000107'];

export async function seedDemoWallet(tx: Db): Promise<void> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.mobileNumber, demoMobile));
  if (!user) return;
  const wallet = await accountOf(tx, user.id, 'wallet');
  await post(tx, {
    accountId: wallet,
    amount: 7500,
    reason: 'adjustment',
    idempotencyKey: 'demo:wallet:welcome',
  });
  await post(tx, {
    accountId: wallet,
    amount: -2500,
    reason: 'adjustment',
    idempotencyKey: 'demo:wallet:used',
  });
  const points = await accountOf(tx, user.id, 'points');
  await post(tx, {
    accountId: points,
    amount: 120,
    reason: 'adjustment',
    idempotencyKey: 'demo:points:welcome',
  });
  for (const mobile of pointsCustomers) {
    const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.mobileNumber, mobile));
    if (!holder) continue;
    await post(tx, {
      accountId: await accountOf(tx, holder.id, 'points'),
      amount: 400,
      reason: 'adjustment',
      idempotencyKey: 'demo:points:welcome',
    });
  }
}
