/** Saved addresses (spec §2–§7, issue 14) on a real database: CRUD, one preferred, de-duplication, validation, IDOR. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxAddressesPerCustomer } from '@hajz/contracts/addresses';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { arabicLetters, call, type Json } from '../../test/call.ts';
import { createCustomers } from '../../test/booking.ts';

let t: TestApp;
let customers: { id: number; token: string }[];
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  customers = await createCustomers(t, 8);
});
afterAll(async () => t.close());

const olaya = {
  title: '  Home ',
  full_address: 'Olaya St, Al Olaya, Riyadh 12213',
  description: 'Blue door',
  building_number: '7112',
  street_name: 'Olaya St',
  city_name: 'Riyadh',
  neighborhood: 'Al Olaya',
  latitude: 24.6993,
  longitude: 46.6851,
  is_preferred: 0,
};
const work = {
  ...olaya,
  title: 'Work',
  full_address: 'King Fahd Rd, Al Malqa, Riyadh',
  latitude: 24.81,
  longitude: 46.61,
};

const save = (token: string, body: Json, lang?: 'en' | 'ar') =>
  call(t, 'POST', '/api/v1/addresses', body, { token, lang });
const list = async (token: string) =>
  (await call(t, 'GET', '/api/v1/addresses', undefined, { token })).body.data as Json[];
const preferredOf = async (token: string) => (await list(token)).filter((a) => a.is_preferred === 1);

describe('addresses', () => {
  it('saves, lists (preferred first, then newest), edits and deletes; the first one is preferred', async () => {
    const c = customers[0]!;
    const first = await save(c.token, olaya);
    expect(first.status).toBe(201);
    expect(first.body.data.address).toMatchObject({ title: 'Home', is_preferred: 1, latitude: 24.6993 });
    const second = await save(c.token, work);
    expect(second.body.data.address.is_preferred).toBe(0);
    expect((await list(c.token)).map((a) => a.title)).toEqual(['Home', 'Work']);

    const id = second.body.data.address.id;
    const edited = await call(
      t,
      'PUT',
      `/api/v1/addresses/${id}`,
      { ...work, title: 'Office', is_preferred: '1' },
      {
        token: c.token,
      },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data.address).toMatchObject({ title: 'Office', is_preferred: 1 });
    expect((await list(c.token)).map((a) => [a.title, a.is_preferred])).toEqual([
      ['Office', 1],
      ['Home', 0],
    ]);
    expect((await call(t, 'DELETE', `/api/v1/addresses/${id}`, undefined, { token: c.token })).status).toBe(
      200,
    );
    // The preferred one went: the newest left takes over.
    expect((await list(c.token)).map((a) => [a.title, a.is_preferred])).toEqual([['Home', 1]]);
  });

  it('the same place again (case, spaces, 6 decimals) answers the saved address instead of a second one', async () => {
    const c = customers[1]!;
    await save(c.token, olaya);
    const again = await save(c.token, {
      ...olaya,
      full_address: '  OLAYA st, al olaya, riyadh 12213 ',
      latitude: 24.69930004,
      longitude: 46.68509996,
    });
    expect(again.status).toBe(200);
    expect(await list(c.token)).toHaveLength(1);
    const elsewhere = await save(c.token, { ...olaya, latitude: 24.6994 });
    expect(elsewhere.status).toBe(201);
    const clash = await call(
      t,
      'PUT',
      `/api/v1/addresses/${elsewhere.body.data.address.id}`,
      { ...olaya },
      { token: c.token },
    );
    expect(clash.status).toBe(409);
  });

  it('exactly one preferred address after many concurrent "make this preferred" writes', async () => {
    const c = customers[2]!;
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push(
        (await save(c.token, { ...olaya, full_address: `Place ${i}`, latitude: 24.7 + i / 100 })).body.data
          .address.id,
      );
    }
    const results = await Promise.all(
      ids.flatMap((id, i) =>
        [0, 1].map(() =>
          call(
            t,
            'PUT',
            `/api/v1/addresses/${id}`,
            { ...olaya, full_address: `Place ${i}`, latitude: 24.7 + i / 100, is_preferred: 1 },
            {
              token: c.token,
            },
          ),
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    expect(await preferredOf(c.token)).toHaveLength(1);
  });

  it('refuses a missing name, non-numbers and places outside Saudi Arabia, with translated reasons', async () => {
    const c = customers[3]!;
    const blank = await save(c.token, { ...olaya, title: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.title).toEqual(['Enter a name for this address']);
    const words = await save(c.token, { ...olaya, latitude: 'north' });
    expect(words.status).toBe(422);
    expect(words.body.errors.latitude).toEqual(['The location must be numbers (latitude and longitude)']);
    const manama = await save(c.token, { ...olaya, latitude: 26.2285, longitude: 50.586 }, 'ar');
    expect(manama.status).toBe(422);
    expect(manama.body.errors.latitude).toEqual(['هذا الموقع خارج المملكة العربية السعودية']);
    expect(manama.body.message).toMatch(arabicLetters);
    expect((await save(c.token, { ...olaya, latitude: '24.6993', longitude: '46.6851' })).status).toBe(201);
    expect(await list(c.token)).toHaveLength(1);
  });

  it('keeps at most the limit per customer', async () => {
    const c = customers[4]!;
    for (let i = 0; i < maxAddressesPerCustomer; i++) {
      expect((await save(c.token, { ...olaya, full_address: `Addr ${i}` })).status).toBe(201);
    }
    const over = await save(c.token, { ...olaya, full_address: 'one too many' });
    expect(over.status).toBe(422);
    expect(over.body.message).toBe('You can keep up to 20 addresses. Delete one to add another');
  });

  it("another customer's address is a 404 for every call, and stays as it was; guests get 401", async () => {
    const [owner, other] = [customers[5]!, customers[6]!];
    const id = (await save(owner.token, olaya)).body.data.address.id;
    const as = { token: other.token };
    expect(
      (await call(t, 'PUT', `/api/v1/addresses/${id}`, { ...olaya, title: 'Mine now' }, as)).status,
    ).toBe(404);
    expect((await call(t, 'DELETE', `/api/v1/addresses/${id}`, undefined, as)).status).toBe(404);
    expect(await list(other.token)).toEqual([]);
    expect((await list(owner.token)).map((a) => a.title)).toEqual(['Home']);
    expect((await call(t, 'GET', '/api/v1/addresses')).status).toBe(401);
  });
});
