/**
 * Migration 0049 (ADR 0068): offers only with prior consent. Its data step, run on accounts as 0048 left them: a
 * "yes" that was only the old default turns off; a number whose last word on marketing is "in" (a START, the
 * profile's box) keeps it; one whose last word is "out" stays off.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messagingConsents, users } from '../../db/schema.ts';
import { createCustomers } from '../../test/booking.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dataStep = readFileSync(
  resolve(import.meta.dirname, '../../../drizzle/0049_marketing_by_consent.sql'),
  'utf8',
)
  .split('--> statement-breakpoint')
  .at(-1)!;

it('turns off the default yes, keeps a yes the customer gave', async () => {
  const people = await createCustomers(t, 4);
  const ids = people.map((p) => p.id);
  await t.database.db.update(users).set({ marketingMessages: true }).where(inArray(users.id, ids));
  const rows = await t.database.db.select().from(users).where(inArray(users.id, ids));
  const mobile = (id: number) => rows.find((r) => r.id === id)!.mobileNumber!;
  const [byDefault, startedAgain, saidYesInProfile, saidYesThenStop] = ids as [
    number,
    number,
    number,
    number,
  ];
  await t.database.db.insert(messagingConsents).values([
    { userId: startedAgain, mobile: mobile(startedAgain), marketing: 'out', source: 'sms_reply' },
    { userId: startedAgain, mobile: mobile(startedAgain), marketing: 'in', source: 'sms_reply' },
    { userId: saidYesInProfile, mobile: mobile(saidYesInProfile), marketing: 'in', source: 'profile' },
    // The channel changed after the yes: a row without a word on marketing does not count.
    { userId: saidYesInProfile, mobile: mobile(saidYesInProfile), channel: 'sms', source: 'profile' },
    { userId: saidYesThenStop, mobile: mobile(saidYesThenStop), marketing: 'in', source: 'profile' },
    { userId: saidYesThenStop, mobile: mobile(saidYesThenStop), marketing: 'out', source: 'whatsapp_stop' },
  ]);

  await t.database.db.execute(sql.raw(dataStep));

  const marketing = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.marketingMessages;
  expect(await marketing(byDefault)).toBe(false);
  expect(await marketing(startedAgain)).toBe(true);
  expect(await marketing(saidYesInProfile)).toBe(true);
  expect(await marketing(saidYesThenStop)).toBe(false);
});
