import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  branches,
  branchWorkingTimes,
  businessSettings,
  categories,
  giftCardDesigns,
  menus,
  messagingConsents,
  productBranches,
  products,
  resources,
  users,
} from '../schema.ts';
import type { SeedData } from './types.ts';
import { demoBusiness } from './data/demo-business.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { seedScheduling } from './seed-scheduling.ts';
import { seedDemoGift } from './seed-gifts.ts';
import { seedDemoOrders } from './seed-orders.ts';
import { seedDemoStaff } from './seed-staff.ts';
import { seedDemoWallet } from './seed-wallet.ts';
import { seedDemoGiftCards } from './seed-gift-cards.ts';
import { seedLoyaltyClasses } from './seed-loyalty.ts';
import { seedPromotions } from './seed-promotions.ts';
import { seedZones } from './seed-zones.ts';
import { seedDemoAddresses } from './seed-addresses.ts';
import { seedDemoTickets } from './seed-tickets.ts';

/** Upserts by slug inside one transaction: running it twice leaves the same data. */
export async function seed(db: Db, data: SeedData = demoBusiness): Promise<void> {
  await seedData(db, data);
  invalidateReads(db);
}

async function seedData(db: Db, data: SeedData): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(businessSettings)
      .values({ id: 1, ...data.business })
      .onConflictDoUpdate({ target: businessSettings.id, set: data.business });

    const branchIds = new Map<string, number>();
    for (const { hours, ...b } of data.branches) {
      const [row] = await tx
        .insert(branches)
        .values(b)
        .onConflictDoUpdate({ target: branches.slug, set: b })
        .returning({ id: branches.id });
      branchIds.set(b.slug, row!.id);
      await tx.delete(branchWorkingTimes).where(eq(branchWorkingTimes.branchId, row!.id));
      if (hours.length)
        await tx.insert(branchWorkingTimes).values(hours.map((h) => ({ ...h, branchId: row!.id })));
    }

    const menuIds = new Map<string, number>();
    for (const { branch, ...m } of data.menus) {
      const values = { ...m, branchId: branch ? must(branchIds, branch) : null };
      const [row] = await tx
        .insert(menus)
        .values(values)
        .onConflictDoUpdate({ target: menus.slug, set: values })
        .returning({ id: menus.id });
      menuIds.set(m.slug, row!.id);
    }

    const categoryIds = new Map<string, number>();
    // Parents first so children can point at them.
    const ordered = [...data.categories].sort((a, b) => Number(!!a.parent) - Number(!!b.parent));
    for (const { menu, parent, ...c } of ordered) {
      const values = {
        ...c,
        menuId: must(menuIds, menu),
        parentId: parent ? must(categoryIds, parent) : null,
      };
      const [row] = await tx
        .insert(categories)
        .values(values)
        .onConflictDoUpdate({ target: categories.slug, set: values })
        .returning({ id: categories.id });
      categoryIds.set(c.slug, row!.id);
    }

    const productIds = new Map<string, number>();
    const offered = new Set<string>();
    for (const { category, branches: offeredAt, giftCard, depositPercent, ...p } of data.products) {
      const values = {
        ...p,
        depositKind: depositPercent ? 'percent' : 'none',
        depositValue: depositPercent ?? 0,
        categoryId: must(categoryIds, category),
        priceBeforeDiscount: p.priceBeforeDiscount ?? null,
        duration: p.duration ?? null,
        rating: p.rating ?? null,
        bufferMinutes: p.bufferMinutes ?? 0,
      };
      const [row] = await tx
        .insert(products)
        .values(values)
        .onConflictDoUpdate({ target: products.slug, set: values })
        .returning({ id: products.id });
      productIds.set(p.slug, row!.id);
      if (giftCard) {
        const design = { productId: row!.id, ...giftCard };
        await tx
          .insert(giftCardDesigns)
          .values(design)
          .onConflictDoUpdate({ target: giftCardDesigns.productId, set: design });
      }
      await tx.delete(productBranches).where(eq(productBranches.productId, row!.id));
      const slugs = offeredAt === 'all' ? [...branchIds.keys()] : offeredAt;
      for (const b of slugs) offered.add(`${p.slug}@${b}`);
      const ids = slugs.map((s) => must(branchIds, s));
      await tx.insert(productBranches).values(ids.map((branchId) => ({ productId: row!.id, branchId })));
    }

    await seedScheduling(tx, data, { branches: branchIds, products: productIds, offered });
    await seedZones(tx, branchIds);

    for (const c of data.customers) {
      const values = { ...c, role: c.role ?? 'customer', isCompleted: true };
      // Upsert on the (partial) unique mobile index; a customer who changed their details keeps them.
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.mobileNumber, c.mobileNumber))
        .limit(1);
      if (existing) continue;
      const [row] = await tx.insert(users).values(values).returning({ id: users.id });
      if (c.marketingMessages)
        await tx
          .insert(messagingConsents)
          .values({ userId: row!.id, mobile: c.mobileNumber, marketing: 'in', source: 'signup' });
    }
    await seedDemoStaff(tx);
    await seedDemoAddresses(tx);
    await seedDemoOrders(tx);
    await seedDemoGift(tx);
    await seedDemoWallet(tx);
    await seedDemoGiftCards(tx);
    await seedLoyaltyClasses(tx);
    await seedPromotions(tx);
    await seedDemoTickets(tx);
  });
}

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(businessSettings);
  return Number(rows[0]?.n ?? 0) > 0;
}

/**
 * The demo needs seeding when there is no business yet, or when a part added by a later release is empty (a
 * database created before scheduling existed has no resources: its calendars would show no times).
 */
export async function needsDemoSeed(db: Db): Promise<boolean> {
  if (!(await isSeeded(db))) return true;
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(resources);
  if (Number(rows[0]?.n ?? 0) === 0) return true;
  // Gift card designs came with issue 6: a demo database from before has none to sell on /gift-cards.
  const designs = await db.select({ n: sql<number>`count(*)::int` }).from(giftCardDesigns);
  return Number(designs[0]?.n ?? 0) === 0;
}

function must(map: Map<string, number>, slug: string): number {
  const id = map.get(slug);
  if (id === undefined) throw new Error(`seed: unknown slug ${slug}`);
  return id;
}
