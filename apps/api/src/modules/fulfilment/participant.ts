/**
 * Fulfilment as an order lifecycle participant (listed in app-context.ts; ADR 0024): a paid delivery, pickup or dine-in
 * order starts `preparing`, and a pickup's ready time counts from the payment.
 */
import { fulfilmentSteps, type FulfilmentKind } from '@hajz/contracts/fulfilment';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import type { Participant } from '../../lifecycle/order-lifecycle.ts';
import { loadBusiness } from '../settings/index.ts';

export const fulfilmentParticipant: Participant = {
  name: 'fulfilment',
  confirmed: async ({ tx, order, now }) => {
    const steps = fulfilmentSteps[order.fulfilment as FulfilmentKind] ?? [];
    if (steps.length === 0) return;
    const business = await loadBusiness(tx);
    await tx
      .update(orders)
      .set({
        fulfilmentStatus: steps[0],
        readyAt:
          order.fulfilment === 'pickup'
            ? new Date(now.getTime() + business.prepMinutes * 60_000)
            : order.readyAt,
      })
      .where(eq(orders.id, order.id));
  },
};
