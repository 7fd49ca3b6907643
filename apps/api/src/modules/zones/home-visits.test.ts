import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderServiceFees, serviceZones } from '../../db/schema.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { checkout, holdService, reservationsOf, slotDate } from '../../test/orders.ts';
import { createFee, orderBody, pricedCart } from '../../test/pricing.ts';
import { zoneContains, type ZoneRow } from './zones.ts';

// The fixture's branch is at 24.7, 46.7 (Riyadh). One circle of 5 km round it; a square further north.
const near = { latitude: 24.72, longitude: 46.7 }; // ≈ 2.2 km north: the circle
const north = { latitude: 24.8, longitude: 46.65 }; // inside the square
const far = { latitude: 24.5, longitude: 46.9 }; // ≈ 30 km away: no zone

/** The North zone: a square north of the branch ([longitude, latitude]). */
const northSquare: [number, number][] = [
  [46.6, 24.75],
  [46.7, 24.75],
  [46.7, 24.85],
  [46.6, 24.85],
];

let t: TestApp;
let fx: Fixture;
let busy: Fixture;
let customers: { id: number; token: string }[];
let homeFeeId: number;

beforeAll(async () => {
  t = await createTestApp();
  fx = await zonedFixture(5);
  busy = await zonedFixture(1);
  customers = await createCustomers(t, 12);
  homeFeeId = (
    await createFee(t, { nameEn: 'Home visit', nameAr: 'زيارة منزلية', requiresAddress: true, price: 10000 })
  ).id;
  invalidateReads(t.database.db);
});
afterAll(() => t.close());

/** A branch at 24.7, 46.7 with two zones, and its 250.00 SAR service. */
async function zonedFixture(resources: number) {
  const fx = await createFixture(t, { resources, price: 25000 });
  await t.database.db.insert(serviceZones).values([
    {
      branchId: fx.branchId,
      nameEn: 'Centre',
      nameAr: 'الوسط',
      kind: 'radius',
      centreLatitude: 24.7,
      centreLongitude: 46.7,
      radiusMetres: 5_000,
      fee: 3000,
      minOrder: 20000,
      freeAbove: 50000,
      travelMinutes: 30,
      sort: 1,
    },
    {
      branchId: fx.branchId,
      nameEn: 'North',
      nameAr: 'الشمال',
      kind: 'polygon',
      polygon: northSquare,
      fee: 6000,
      minOrder: 30000,
      freeAbove: null,
      travelMinutes: 45,
      sort: 2,
    },
  ]);
  return fx;
}

const customer = () => customers.shift()!;

async function saveAddress(token: string, point: { latitude: number; longitude: number }, title = 'Home') {
  const res = await call(
    t,
    'POST',
    '/api/v1/addresses',
    { title, full_address: `${title} street`, ...point },
    { token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.address.id as number;
}

const homeVisit = (addressId: number | null) => ({
  service_fees: [{ id: homeFeeId, address_id: addressId }],
});

describe('zone shapes', () => {
  const circle = {
    kind: 'radius',
    centreLatitude: 24.7,
    centreLongitude: 46.7,
    radiusMetres: 1000,
  } as ZoneRow;
  it('a circle holds the points up to its radius, measured on the earth, and none beyond', () => {
    // 0.0089° of latitude ≈ 990 m; 0.0091° ≈ 1,012 m.
    expect(zoneContains(circle, { latitude: 24.7089, longitude: 46.7 })).toBe(true);
    expect(zoneContains(circle, { latitude: 24.7091, longitude: 46.7 })).toBe(false);
  });
  it('a polygon holds what is inside its ring, on either side of an edge', () => {
    const square = {
      kind: 'polygon',
      polygon: northSquare,
    } as ZoneRow;
    expect(zoneContains(square, { latitude: 24.8, longitude: 46.6999 })).toBe(true);
    expect(zoneContains(square, { latitude: 24.8, longitude: 46.7001 })).toBe(false);
    expect(zoneContains(square, { latitude: 24.7499, longitude: 46.65 })).toBe(false);
  });
});

describe('a home visit priced by the address', () => {
  it('without an address, with someone else’s, or outside every zone: said why, not applied, and the order refused', async () => {
    const c = customer();
    const stranger = customer();
    await holdService(t, fx, c.token, '10:00');
    const farId = await saveAddress(c.token, far);
    const theirs = await saveAddress(stranger.token, near);
    const farAddress = { title: 'Home', full_address: 'Home street' };
    for (const [addressId, en, address] of [
      [null, 'Choose the address for your home visit', null],
      // Someone else's address is never described: not even its name.
      [theirs, 'This address is not one of your saved addresses. Choose another one', null],
      [
        farId,
        'We do not come to this address yet. Choose another address, or book at the branch',
        farAddress,
      ],
    ] as const) {
      const cart = await pricedCart(t, c.token, homeVisit(addressId));
      expect(cart.selected_service_fees).toEqual([]);
      expect(cart.order_service_fees_price).toBe(0);
      expect(cart.service_fee_notes).toEqual([
        { id: homeFeeId, address_id: addressId, applied: false, message: en, zone: null, address },
      ]);
    }
    const ar = await pricedCart(t, c.token, homeVisit(farId), 'ar');
    expect(ar.service_fee_notes[0]!.message).toBe(
      'لا نصل إلى هذا العنوان بعد. اختر عنوانًا آخر أو احجز في الفرع',
    );
    const refused = await checkout(t, c.token, 'cash', { body: orderBody(homeVisit(farId)) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'We do not come to this address yet. Choose another address, or book at the branch',
    );
    expect(refused.body.data.cart.service_fee_notes[0].applied).toBe(false);
  });

  it('inside a zone: the fee plus the trip, the zone’s terms shown; free from its threshold; below its minimum refused', async () => {
    const c = customer();
    await holdService(t, fx, c.token, '10:00');
    const home = await saveAddress(c.token, near);
    const cart = await pricedCart(t, c.token, homeVisit(home));
    expect(cart.selected_service_fees).toEqual([{ id: homeFeeId, address_id: home }]);
    expect(cart.order_service_fees_price).toBe(10000 + 3000);
    expect(cart.total).toBe(25000 + 13000);
    expect(cart.service_fee_notes[0]).toEqual({
      id: homeFeeId,
      address_id: home,
      applied: true,
      message: 'Centre: travel 30.00\u00a0SAR, free from 500.00\u00a0SAR. Minimum order 200.00\u00a0SAR',
      zone: { name: 'Centre', fee: 3000, min_order: 20000, free_above: 50000, travel_minutes: 30 },
      address: { title: 'Home', full_address: 'Home street' },
    });
    expect((await pricedCart(t, c.token, homeVisit(home), 'ar')).service_fee_notes[0]!.message).toBe(
      'الوسط: رسوم التنقل 30.00\u00a0ر.س، مجانًا ابتداءً من 500.00\u00a0ر.س. الحد الأدنى للطلب 200.00\u00a0ر.س',
    );

    // The north square asks 300.00 at least: 250.00 is refused, with the amount said.
    const northId = await saveAddress(c.token, north, 'Office');
    const low = await pricedCart(t, c.token, homeVisit(northId));
    expect(low.service_fee_notes[0]).toMatchObject({
      applied: false,
      message: 'A home visit to North needs services worth at least 300.00\u00a0SAR',
    });
    const refused = await checkout(t, c.token, 'cash', { body: orderBody(homeVisit(northId)) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A home visit to North needs services worth at least 300.00\u00a0SAR');

    // Two visitors: 500.00 of services reach the centre's free-above: the trip is free, the visit is not.
    const d = customer();
    await holdService(t, fx, d.token, '12:00', { visitors: 1 });
    await holdService(t, fx, d.token, '14:00');
    const both = await saveAddress(d.token, near);
    const free = await pricedCart(t, d.token, homeVisit(both));
    expect(free.order_service_fees_price).toBe(10000);
    expect(free.service_fee_notes[0]!.zone).toMatchObject({ fee: 0 });
  });

  it('the order keeps the fee with its address, and the staff member’s calendar keeps the trip on both sides', async () => {
    const c = customer();
    await holdService(t, busy, c.token, '12:00');
    const home = await saveAddress(c.token, near);
    const res = await checkout(t, c.token, 'cash', { body: orderBody(homeVisit(home)) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.order).toMatchObject({ order_service_fee_price: 13000, total: 38000 });
    const [fee] = await t.database.db
      .select()
      .from(orderServiceFees)
      .where(eq(orderServiceFees.orderId, res.body.data.order.id));
    expect(fee).toMatchObject({ serviceFeeId: homeFeeId, addressId: home, price: 13000 });
    const [booking] = (await reservationsOf(t, busy.resourceIds)).filter((r) => r.kind === 'booking');
    expect(booking).toMatchObject({ travelMinutes: 30 });
    // 12:00–13:00 Riyadh with 30 minutes each side: 11:30–13:30 (08:30–10:30 UTC).
    expect(booking!.period).toBe(`["${slotDate} 08:30:00+00","${slotDate} 10:30:00+00")`);

    // The times the trip takes are no longer offered to anyone: 11:00 (ends 12:00, in the trip) and 13:00.
    const other = customer();
    for (const time of ['11:00', '13:00']) {
      const taken = await call(
        t,
        'POST',
        '/api/v1/cart',
        { product_id: busy.productId, branch_id: busy.branchId, date: slotDate, selectedTime: time },
        { token: other.token },
      );
      expect(taken.status, time).toBeGreaterThanOrEqual(409);
    }
  });

  it('a trip that no longer fits beside another booking: 409 in words, nothing ordered, the time still held', async () => {
    const first = customer();
    await holdService(t, busy, first.token, '15:00');
    expect((await checkout(t, first.token, 'cash')).status).toBe(201);
    const c = customer();
    await holdService(t, busy, c.token, '16:00'); // right after 15:00–16:00: no room for a 30-minute trip
    const home = await saveAddress(c.token, near);
    const res = await checkout(t, c.token, 'cash', { body: orderBody(homeVisit(home)), lang: 'en' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Your specialist needs 30 minutes to reach you, and this time no longer leaves room for the trip. Choose another time',
    );
    const cart = await call(t, 'GET', '/api/v1/cart', undefined, { token: c.token });
    expect(cart.body.data.cart.products).toHaveLength(1);
    expect(cart.body.data.cart.products[0].hold_expires_at).not.toBeNull();
    // Without the home visit the same time is fine.
    expect((await checkout(t, c.token, 'cash')).status).toBe(201);
  });
});
