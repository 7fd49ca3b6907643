/**
 * Bookings as an order lifecycle participant (listed in app-context.ts): an order's held times become its bookings when
 * it is confirmed, and go back when it ends. The exclusion constraint on reservations keeps every move safe.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Participant } from '../../lifecycle/order-lifecycle.ts';
import { reservations } from '../../db/schema.ts';
import { availabilityChangedIn } from './availability-cache.ts';

const serviceLines = (items: { id: number; type: string; visitors: number }[]) =>
  items.filter((i) => i.type === 'service');

export const bookingsParticipant: Participant = {
  name: 'bookings',
  /**
   * The holds must all still exist: a hold that expired stays in the table until someone else's time overlaps it
   * (and deletes it), so "all present" means nobody took them. Refuses, changing nothing, when some are gone.
   */
  confirming: async ({ tx, items }) => {
    const expected = serviceLines(items).reduce((n, i) => n + i.visitors, 0);
    if (expected === 0) return true;
    const held = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(
          inArray(
            reservations.orderItemId,
            items.map((i) => i.id),
          ),
          eq(reservations.kind, 'hold'),
        ),
      )
      .for('update');
    return held.length === expected;
  },
  confirmed: async ({ tx, items }) => {
    if (serviceLines(items).length === 0) return;
    await tx
      .update(reservations)
      .set({ kind: 'booking', expiresAt: null, cartItemId: null })
      .where(
        inArray(
          reservations.orderItemId,
          items.map((i) => i.id),
        ),
      );
    availabilityChangedIn(tx);
  },
  /** A cancelled order's bookings are deleted (the times are free again); an unpaid one lets its holds go. */
  released: async ({ tx, items, status, keepHolds }) => {
    if (items.length === 0) return;
    const ids = items.map((i) => i.id);
    if (status === 'cancelled') {
      await tx
        .delete(reservations)
        .where(and(inArray(reservations.orderItemId, ids), eq(reservations.kind, 'booking')));
    }
    if (!keepHolds) {
      await tx
        .update(reservations)
        .set({ orderItemId: null })
        .where(and(inArray(reservations.orderItemId, ids), eq(reservations.kind, 'hold')));
    }
    availabilityChangedIn(tx);
  },
};
