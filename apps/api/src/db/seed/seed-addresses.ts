/**
 * The demo's saved addresses (issue 14): Noura (50 000 0101) lives in Al Yasmin (North Riyadh: a dearer trip) and
 * Sara (50 000 0105) in Olaya, near the flagship, with her office in Hittin. Saved once: a customer who edited or
 * deleted theirs keeps that.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { addresses, users } from '../schema.ts';

type DemoAddress = Omit<typeof addresses.$inferInsert, 'userId'>;

const demoAddresses: Record<string, DemoAddress[]> = {
  '966500000101': [
    {
      title: 'المنزل',
      fullAddress: 'حي الياسمين، الرياض',
      streetName: 'شارع العقيق',
      buildingNumber: '8123',
      neighborhood: 'الياسمين',
      cityName: 'الرياض',
      latitude: 24.8236,
      longitude: 46.6391,
      isPreferred: true,
    },
  ],
  '966500000105': [
    {
      title: 'Home',
      fullAddress: 'Olaya, Riyadh',
      streetName: 'Olaya Street',
      buildingNumber: '7421',
      neighborhood: 'Olaya',
      cityName: 'Riyadh',
      latitude: 24.6941,
      longitude: 46.6847,
      isPreferred: true,
    },
    {
      title: 'Office',
      fullAddress: 'Hittin, Riyadh',
      neighborhood: 'Hittin',
      cityName: 'Riyadh',
      latitude: 24.7615,
      longitude: 46.6035,
    },
  ],
};

export async function seedDemoAddresses(tx: Db): Promise<void> {
  for (const [mobile, list] of Object.entries(demoAddresses)) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.mobileNumber, mobile));
    if (!user) continue;
    const [existing] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, user.id))
      .limit(1);
    if (existing) continue;
    await tx.insert(addresses).values(list.map((a) => ({ ...a, userId: user.id })));
  }
}
