import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { promoCodes, serviceFees } from '../schema.ts';

type PromoRow = typeof promoCodes.$inferInsert;

/** Demo promo codes (README lists them): one per rule a customer can meet. */
const demoPromos: PromoRow[] = [
  { code: 'HAJZ10', kind: 'percent', value: 10 },
  {
    code: 'WELCOME15',
    kind: 'percent',
    value: 15,
    maxDiscount: 10_000,
    firstOrderOnly: true,
    perCustomerLimit: 1,
  },
  { code: 'SAVE50', kind: 'fixed', value: 5_000, minSubtotal: 30_000, perCustomerLimit: 1 },
  { code: 'FIRST10', kind: 'percent', value: 20, usageLimit: 10 },
  { code: 'RAMADAN', kind: 'percent', value: 25, endsAt: new Date('2026-04-01T00:00:00+03:00') },
  { code: 'EID2027', kind: 'percent', value: 25, startsAt: new Date('2027-03-19T00:00:00+03:00') },
];

/** Fees a customer may add to a booking; the home visit waits for saved addresses. */
const demoFees: (typeof serviceFees.$inferInsert)[] = [
  {
    id: 1,
    nameEn: 'Private room',
    nameAr: 'غرفة خاصة',
    descriptionEn: 'Your treatment in a private room with its own shower',
    descriptionAr: 'جلستك في غرفة خاصة مع دش خاص',
    price: 5_000,
    sort: 1,
  },
  {
    id: 2,
    nameEn: 'Home visit',
    nameAr: 'زيارة منزلية',
    descriptionEn: 'Our specialist comes to your address',
    descriptionAr: 'يأتيك المختص إلى عنوانك',
    price: 15_000,
    requiresAddress: true,
    sort: 2,
  },
];

export async function seedPromotions(tx: Db): Promise<void> {
  for (const promo of demoPromos) {
    const { code: _code, ...values } = promo;
    await tx.insert(promoCodes).values(promo).onConflictDoUpdate({ target: promoCodes.code, set: values });
  }
  for (const fee of demoFees) {
    const { id: _id, ...values } = fee;
    await tx.insert(serviceFees).values(fee).onConflictDoUpdate({ target: serviceFees.id, set: values });
  }
  // Explicit ids above: move the sequence past them.
  await tx.execute(sql`select setval('service_fees_id_seq', (select max(id) from service_fees))`);
}
