/** Test helper (not a test file): the recipient's account, made as createCustomers makes one. */
import { users } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

export type Customer = { id: number; token: string };

/** A customer holding the national number `national` (so gifts to it are theirs). */
export async function accountFor(t: TestApp, national: string): Promise<Customer> {
  const [user] = await t.database.db
    .insert(users)
    .values({ mobileNumber: `966${national}`, firstName: 'Noura', lastName: 'Alqahtani', isCompleted: true })
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  return { id: user!.id, token: await t.app.tokens.sign(user!) };
}
