/**
 * Demo wallet: Sara (50 000 0105) has a wallet credit and some points, written through the ledger (so balance and
 * history agree), once: the idempotency keys make a re-seed a no-op.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema.ts';
import { accountOf, post } from '../../modules/ledger/ledger.ts';

const demoMobile = '966500000105';

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
}
