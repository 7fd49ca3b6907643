/**
 * The demo at first start (ADR 0048): onboarded against the local simulation unless FATOORA_DEMO_ONBOARD=false,
 * which leaves e-invoicing off until an owner onboards in the back office (the e2e's own server does so).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardDemoEInvoicing } from './bootstrap.ts';
import { egsUnits } from './db/schema.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('onboardDemoEInvoicing', () => {
  it('leaves e-invoicing off with FATOORA_DEMO_ONBOARD=false, and onboards the demo otherwise', async () => {
    const demo = { ...t.app.config, DEMO: true, SEED_DEMO: true };
    const logged: string[] = [];
    const log = (m: string) => logged.push(m);
    await onboardDemoEInvoicing(
      { ...demo, fatoora: { ...demo.fatoora, demoOnboard: false } },
      t.app.context,
      log,
    );
    expect(await t.database.db.select().from(egsUnits)).toEqual([]);
    expect(logged).toEqual([]);
    await onboardDemoEInvoicing(
      { ...demo, fatoora: { ...demo.fatoora, demoOnboard: true } },
      t.app.context,
      log,
    );
    const units = await t.database.db.select().from(egsUnits);
    expect(units.map((u) => u.csidState)).toEqual(['production']);
    expect(logged).toHaveLength(1);
  });
});
