/** The desk's test scene: two branches, their customers, and a receptionist at each branch (issue 16 tests). */
import { staffBranches, staffMembers } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';
import { createCustomers, createFixture, type Fixture } from './booking.ts';

export type Person = { id: number; token: string };
export type DeskScene = {
  /** The desk's branch. */
  fx: Fixture;
  /** Another branch, where `otherDesk` works. */
  elsewhere: Fixture;
  customers: Person[];
  desk: Person;
  otherDesk: Person;
};

export async function deskScene(
  t: TestApp,
  options: { resources: number; elsewhereResources?: number; customers: number; price?: number },
): Promise<DeskScene> {
  const fx = await createFixture(t, { resources: options.resources, price: options.price });
  const elsewhere = await createFixture(t, { resources: options.elsewhereResources ?? 1 });
  const customers = await createCustomers(t, options.customers + 2);
  const desk = customers.pop()!;
  const otherDesk = customers.pop()!;
  for (const [person, branchId] of [
    [desk, fx.branchId],
    [otherDesk, elsewhere.branchId],
  ] as const) {
    await t.database.db.insert(staffMembers).values({ userId: person.id, role: 'receptionist' });
    await t.database.db.insert(staffBranches).values({ userId: person.id, branchId });
  }
  return { fx, elsewhere, customers, desk, otherDesk };
}
