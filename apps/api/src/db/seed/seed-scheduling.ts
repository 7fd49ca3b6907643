import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { branchExceptions, resources, resourceServices, resourceShifts } from '../schema.ts';
import type { SeedData } from './types.ts';

type Ids = { branches: Map<string, number>; products: Map<string, number>; offered: Set<string> };

/**
 * Resources (upserted by slug, with their services and shifts replaced) and branch exceptions (upserted by
 * branch and date). Runs inside the seed's transaction; `offered` holds "productSlug@branchSlug" pairs.
 */
export async function seedScheduling(tx: Db, data: SeedData, ids: Ids): Promise<void> {
  for (const { branch, services, shifts, ...r } of data.resources) {
    const values = { ...r, branchId: must(ids.branches, branch), isActive: true };
    const [row] = await tx
      .insert(resources)
      .values(values)
      .onConflictDoUpdate({ target: resources.slug, set: values })
      .returning({ id: resources.id });
    const resourceId = row!.id;
    await tx.delete(resourceServices).where(eq(resourceServices.resourceId, resourceId));
    const productIds = services
      .filter((s) => ids.offered.has(`${s}@${branch}`))
      .map((s) => must(ids.products, s));
    if (productIds.length) {
      await tx.insert(resourceServices).values(productIds.map((productId) => ({ resourceId, productId })));
    }
    await tx.delete(resourceShifts).where(eq(resourceShifts.resourceId, resourceId));
    if (shifts.length) await tx.insert(resourceShifts).values(shifts.map((s) => ({ ...s, resourceId })));
  }

  for (const { branches: which, hours, ...e } of data.branchExceptions) {
    const slugs = which === 'all' ? [...ids.branches.keys()] : which;
    for (const slug of slugs) {
      const values = {
        ...e,
        branchId: must(ids.branches, slug),
        isClosed: !hours,
        startAt: hours?.startAt ?? null,
        endAt: hours?.endAt ?? null,
      };
      await tx
        .insert(branchExceptions)
        .values(values)
        .onConflictDoUpdate({ target: [branchExceptions.branchId, branchExceptions.date], set: values });
    }
  }
}

function must(map: Map<string, number>, slug: string): number {
  const id = map.get(slug);
  if (id === undefined) throw new Error(`seed: unknown slug ${slug}`);
  return id;
}
