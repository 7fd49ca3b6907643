/** The catalogue tests' scene (not a test file): the desk's two branches, an owner, a manager of the first branch. */
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, categories, menus, staffBranches, staffMembers, users } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';
import { deskScene, type DeskScene, type Person } from './staff.ts';

export type CatalogueScene = DeskScene & {
  owner: Person;
  manager: Person;
  serviceCategory: number;
  shopCategory: number;
};

export async function catalogueScene(t: TestApp, price = 20000): Promise<CatalogueScene> {
  const scene = await deskScene(t, { resources: 2, customers: 4, price });
  const owner = scene.customers.pop()!;
  const manager = scene.customers.pop()!;
  const db = t.database.db;
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, owner.id));
  await db.insert(staffMembers).values({ userId: manager.id, role: 'manager' });
  await db.insert(staffBranches).values({ userId: manager.id, branchId: scene.fx.branchId });
  const categoryOf = async (type: string) =>
    (
      await db
        .select({ id: categories.id })
        .from(categories)
        .innerJoin(menus, eq(menus.id, categories.menuId))
        .where(eq(menus.type, type))
        .limit(1)
    )[0]!.id;
  return {
    ...scene,
    owner,
    manager,
    serviceCategory: await categoryOf('service'),
    shopCategory: await categoryOf('product'),
  };
}

/** The newest audit entries of one record. */
export const auditOf = (t: TestApp, entity: string, entityId: number | string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));
