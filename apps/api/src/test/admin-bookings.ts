/** A customer's booking made through the real cart and checkout, paid by card (the sandbox page) or due in cash. */
import { expect } from 'vitest';
import type { Json } from './call.ts';
import type { Fixture } from './booking.ts';
import type { SandboxTestApp } from './payments-sandbox-app.ts';
import { testCards, walk } from './payments-browser.ts';
import { checkout, holdService } from './orders.ts';
import type { Person } from './staff.ts';

export type BookedOrder = Json & { id: number; order_number: string; total: number };

export async function bookFor(
  t: SandboxTestApp,
  on: Fixture,
  customer: Person,
  time: string,
  payment: 'cash' | 'card',
): Promise<{ customer: Person; order: BookedOrder }> {
  await holdService(t, on, customer.token, time);
  const res = await checkout(t, customer.token, payment);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  if (payment === 'card') {
    const landing = await walk(t, res.body.data.payment.create_token_url.url, { card: testCards.success });
    expect(landing.query.get('status')).toBe('success');
  }
  return { customer, order: res.body.data.order as BookedOrder };
}
