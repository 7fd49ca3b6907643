/** Loyalty points for a completed order: `points_per_sar` for every whole SAR paid by card or cash, once. */
import type { Db } from '../../db/client.ts';
import { accountOf, post } from '../ledger/index.ts';
import { loadBusiness } from '../settings/index.ts';

export const pointsFor = (paid: number, pointsPerSar: number) => Math.floor((paid * pointsPerSar) / 100);

export async function earnPoints(tx: Db, order: { id: number; userId: number; total: number }) {
  const { pointsPerSar } = await loadBusiness(tx);
  const points = pointsFor(order.total, pointsPerSar);
  if (points <= 0) return;
  await post(tx, {
    accountId: await accountOf(tx, order.userId, 'points'),
    amount: points,
    reason: 'points_earned',
    orderId: order.id,
    idempotencyKey: `order:${order.id}:points_earned`,
  });
}
