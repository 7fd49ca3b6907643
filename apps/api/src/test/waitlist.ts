/**
 * What the waitlist's tests share: a fake clock (the outbox worker does not run by itself, `start: false`, so each
 * test says when reactions happen, `drain`, and when the minute's job runs, `refill(at)`, like a process that crashed
 * between a time freeing and its offer and came back), and the customer's calls.
 */
import { expect } from 'vitest';
import { offerFreedTimes } from '../modules/waitlist/offer.ts';
import { call } from './call.ts';
import { createFixture, type Fixture } from './booking.ts';
import { checkout, holdService, slotDate } from './orders.ts';
import type { TestApp } from './test-app.ts';

export type Person = { id: number; token: string };
export type Booked = { who: Person; orderId: number; lineId: number };

/** 'HH:mm' on the slot date, as the API takes it. */
export const local = (hhmm: string) => `${slotDate}T${hhmm}:00+03:00`;
/** Now plus `n` minutes. */
export const minutes = (n: number) => new Date(Date.now() + n * 60_000);

/** The calls, over a test file's app and its unused customers (`ctx`, filled in by its `beforeAll`). */
export function waitlistCalls(ctx: { t: TestApp; people: Person[] }) {
  const app = () => ctx.t;
  const refill = (at: Date) =>
    offerFreedTimes({ db: app().database.db, publish: app().app.context.publish }, at);
  const drain = () => app().app.context.outbox.drain();
  const join = (who: Person, f: Fixture, body: object = {}, lang: 'en' | 'ar' = 'en') =>
    call(
      app(),
      'POST',
      '/api/v1/waitlist',
      { product_id: f.productId, branch_id: f.branchId, date: slotDate, ...body },
      { token: who.token, lang },
    );
  /** Joins for `time` and answers the entry's id. */
  const joinAt = async (who: Person, f: Fixture, time: string) => {
    const res = await join(who, f, { start_at: local(time) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.entry.id as number;
  };
  const mine = async (who: Person) => {
    const res = await call(app(), 'GET', '/api/v1/waitlist', undefined, { token: who.token });
    expect(res.status).toBe(200);
    return res.body.data.entries as Record<string, unknown>[];
  };
  const answer = (who: Person, id: number, what: 'accept' | 'decline', lang: 'en' | 'ar' = 'en') =>
    call(app(), 'POST', `/api/v1/waitlist/${id}/${what}`, undefined, { token: who.token, lang });
  const cancel = (o: { who: Person; orderId: number }) =>
    call(app(), 'GET', `/api/v1/orders/${o.orderId}/cancel`, undefined, { token: o.who.token });
  /** A cash booking at `time` by the next of `people`. */
  const book = async (f: Fixture, time: string): Promise<Booked> => {
    const who = ctx.people.shift()!;
    await holdService(app(), f, who.token, time);
    const res = await checkout(app(), who.token, 'cash');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = res.body.data.order;
    return { who, orderId: order.id as number, lineId: order.products[0].order_product_id as number };
  };
  /** A branch with `resources` therapists, all booked at `time` (the time is full). */
  const fullAt = async (time: string, resources = 2) => {
    const f = await createFixture(app(), { resources });
    const owners: Booked[] = [];
    for (let i = 0; i < resources; i++) owners.push(await book(f, time));
    await drain();
    return { f, owners };
  };
  return { refill, drain, join, joinAt, mine, answer, cancel, book, fullAt };
}
