/**
 * The demo's home-visit zones (issue 14, ADR 0023): where each branch's staff go, what the trip costs and how long
 * it takes. Riyadh has two: the centre (a circle round the flagship) and the north (a polygon over Al Malqa,
 * Al Yasmin, An Narjis and Hittin), dearer and longer. The closed Madinah branch goes nowhere.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { serviceZones } from '../schema.ts';

type Zone = Omit<typeof serviceZones.$inferInsert, 'branchId'> & { branch: string };
const sar = (amount: number) => amount * 100;

const demoZones: Zone[] = [
  {
    branch: 'riyadh-olaya',
    nameEn: 'Central Riyadh',
    nameAr: 'وسط الرياض',
    kind: 'radius',
    centreLatitude: 24.6993,
    centreLongitude: 46.6851,
    radiusMetres: 7_000,
    fee: sar(30),
    minOrder: sar(200),
    freeAbove: sar(600),
    travelMinutes: 30,
    sort: 1,
  },
  {
    branch: 'riyadh-olaya',
    nameEn: 'North Riyadh',
    nameAr: 'شمال الرياض',
    kind: 'polygon',
    polygon: [
      [46.58, 24.74],
      [46.7, 24.74],
      [46.72, 24.86],
      [46.58, 24.86],
    ],
    fee: sar(60),
    minOrder: sar(300),
    freeAbove: sar(1_000),
    travelMinutes: 45,
    sort: 2,
  },
  {
    branch: 'riyadh-diriyah-ladies',
    nameEn: 'Diriyah and West Riyadh',
    nameAr: 'الدرعية وغرب الرياض',
    kind: 'radius',
    centreLatitude: 24.7368,
    centreLongitude: 46.5765,
    radiusMetres: 10_000,
    fee: sar(40),
    minOrder: sar(250),
    freeAbove: null,
    travelMinutes: 30,
    sort: 1,
  },
  {
    branch: 'jeddah-tahlia',
    nameEn: 'Jeddah',
    nameAr: 'جدة',
    kind: 'radius',
    centreLatitude: 21.5497,
    centreLongitude: 39.1486,
    radiusMetres: 12_000,
    fee: sar(40),
    minOrder: sar(200),
    freeAbove: sar(700),
    travelMinutes: 40,
    sort: 1,
  },
  {
    branch: 'khobar-corniche',
    nameEn: 'Khobar and Dhahran',
    nameAr: 'الخبر والظهران',
    kind: 'radius',
    centreLatitude: 26.2994,
    centreLongitude: 50.2188,
    radiusMetres: 15_000,
    fee: sar(50),
    minOrder: sar(200),
    freeAbove: sar(800),
    travelMinutes: 40,
    sort: 1,
  },
];

/** Replaces the demo branches' zones (nothing refers to a zone row: orders keep their own snapshot). */
export async function seedZones(tx: Db, branchIds: Map<string, number>): Promise<void> {
  const ids = [...new Set(demoZones.map((z) => branchIds.get(z.branch)))].filter((id) => id !== undefined);
  if (ids.length > 0) await tx.delete(serviceZones).where(inArray(serviceZones.branchId, ids));
  for (const { branch, ...zone } of demoZones) {
    const branchId = branchIds.get(branch);
    if (branchId !== undefined) await tx.insert(serviceZones).values({ ...zone, branchId });
  }
}
