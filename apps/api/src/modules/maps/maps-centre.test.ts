/** The map's starting centre without any branch (its own file: the PostgreSQL suite runs one app per file). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultMapCentre } from '@hajz/contracts/maps';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

it("falls back to the spec's default centre when the business has no branch", async () => {
  const res = await call(t, 'GET', '/api/v1/maps/config');
  expect(res.body.data.centre).toEqual(defaultMapCentre);
});
