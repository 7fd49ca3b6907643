/**
 * The server-side conversion copies (issue 15) through the real outbox: sent after an order is confirmed only for a
 * customer whose latest consent grants the vendor's purpose, with the order number as event id, once per event.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, businessSettings, orderItems, orders, products } from '../../db/schema.ts';
import {
  startFakeGa4,
  startFakeMeta,
  type FakeVendor,
} from '../../integrations/tracking/fake-vendor-servers.ts';
import { createGa4Sender } from '../../integrations/tracking/ga4-sender.ts';
import { createMetaSender } from '../../integrations/tracking/meta-sender.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { transaction } from '../../db/transaction.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, mobiles, signUp } from '../../test/call.ts';

const TOKEN = 'capi-token';
let t: TestApp;
let meta: FakeVendor;
let ga4: FakeVendor;
const nextNational = mobiles('58');
let orderSeq = 0;

beforeAll(async () => {
  [meta, ga4] = await Promise.all([startFakeMeta(TOKEN), startFakeGa4(TOKEN)]);
  t = await createTestApp({
    conversions: [
      createMetaSender({ accessToken: TOKEN, baseUrl: meta.url }),
      createGa4Sender({ apiSecret: TOKEN, baseUrl: ga4.url }),
    ],
    outbox: { start: false },
    // The orders here are written straight to the table (no payment rows): only their confirmation event matters.
    invariants: false,
  });
  await t.database.db
    .update(businessSettings)
    .set({ metaPixelId: '123456789012', ga4MeasurementId: 'G-TEST1234' });
  invalidateReads(t.database.db);
});
afterAll(async () => {
  await t.close();
  await Promise.all([meta.close(), ga4.close()]);
});

async function customer(consent?: { analytics: boolean; marketing: boolean; version?: string }) {
  const national = nextNational();
  const { token, user } = await signUp(t, national);
  if (consent) {
    const body = { visitor_id: crypto.randomUUID(), version: '2026-11', source: 'banner', ...consent };
    expect((await call(t, 'POST', '/api/v1/consent', body, { token })).status).toBe(201);
  }
  return { id: user.id as number, token };
}

/** A confirmed order of one line, and its `order.confirmed` event published in the same transaction. */
async function confirmedOrder(userId: number) {
  const db = t.database.db;
  const [product] = await db.select().from(products).limit(1);
  const [branch] = await db.select().from(branches).limit(1);
  const number = `HZT${++orderSeq}`;
  await transaction(db, async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: number,
        userId,
        status: 'confirmed',
        paymentMethod: 'cash',
        subTotal: 20000,
        taxAmount: 3000,
        total: 23000,
        confirmedAt: new Date(),
      })
      .returning();
    await tx.insert(orderItems).values({
      orderId: order!.id,
      productId: product!.id,
      branchId: branch!.id,
      type: 'service',
      nameEn: 'Massage',
      nameAr: 'مساج',
      image: '',
      quantity: 1,
      visitors: 2,
      unitPrice: 11500,
      totalPrice: 23000,
      taxAmount: 3000,
    });
    await t.app.context.lifecycle.publish(tx, 'order.confirmed', {
      order_id: order!.id,
      order_number: number,
      user_id: userId,
      locale: 'en',
    });
  });
  await t.app.context.outbox.drain();
  return number;
}

const sentIds = (fake: FakeVendor) =>
  fake.requests.map((r) => {
    const body = r.body as {
      data?: { event_id: string }[];
      events?: { params: { transaction_id: string } }[];
    };
    return body.data?.[0]?.event_id ?? body.events?.[0]?.params.transaction_id;
  });

describe('conversion copies through the outbox', () => {
  it('sends to every consented vendor once, with the order number as event id, even when drained again', async () => {
    const { id } = await customer({ analytics: true, marketing: true });
    const number = await confirmedOrder(id);
    await t.app.context.outbox.drain();
    expect(sentIds(meta).filter((e) => e === number)).toHaveLength(1);
    expect(sentIds(ga4).filter((e) => e === number)).toHaveLength(1);
    expect(meta.refusals).toEqual([]);
  });

  it('sends nothing without a consent record, and only GA4 with analytics alone', async () => {
    const none = await confirmedOrder((await customer()).id);
    const analyticsOnly = await confirmedOrder((await customer({ analytics: true, marketing: false })).id);
    expect(sentIds(meta)).not.toContain(none);
    expect(sentIds(ga4)).not.toContain(none);
    expect(sentIds(meta)).not.toContain(analyticsOnly);
    expect(sentIds(ga4)).toContain(analyticsOnly);
  });

  it('follows the latest choice: a withdrawal stops the copies; an old consent version does not count', async () => {
    const { id, token } = await customer({ analytics: true, marketing: true });
    const withdraw = {
      visitor_id: crypto.randomUUID(),
      version: '2026-11',
      analytics: false,
      marketing: false,
    };
    await call(t, 'POST', '/api/v1/consent', { ...withdraw, source: 'withdraw' }, { token });
    const withdrawn = await confirmedOrder(id);
    const old = await confirmedOrder(
      (await customer({ analytics: true, marketing: true, version: '2025-01' })).id,
    );
    expect(sentIds(meta)).not.toContain(withdrawn);
    expect(sentIds(ga4)).not.toContain(withdrawn);
    expect(sentIds(meta)).not.toContain(old);
  });

  it('sends nothing to a vendor whose id the business removed', async () => {
    await t.database.db.update(businessSettings).set({ metaPixelId: null });
    invalidateReads(t.database.db);
    const number = await confirmedOrder((await customer({ analytics: true, marketing: true })).id);
    expect(sentIds(meta)).not.toContain(number);
    expect(sentIds(ga4)).toContain(number);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, number));
    expect(row?.status).toBe('confirmed');
  });
});
