/** The page policy names a tracking vendor's hosts only when the business configured that vendor (ADR 0026). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSettings } from '../../db/schema.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pagePolicy } from '../../web/page-policy.ts';
import { trackingPolicyHosts } from './tracking-hosts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))!
    .split(' ')
    .slice(1);

describe('tracking hosts in the page policy', () => {
  it('adds nothing while no vendor is configured', async () => {
    const tracking = await trackingPolicyHosts(t.database.db);
    expect(tracking).toEqual({ scriptHosts: [], connectHosts: [] });
    expect(pagePolicy('/', [], { frameOrigins: [], tracking })).toBe(
      pagePolicy('/', [], { frameOrigins: [] }),
    );
  });

  it('allows exactly the configured vendors’ script and beacon hosts', async () => {
    await t.database.db.update(businessSettings).set({ metaPixelId: '123456789012' });
    invalidateReads(t.database.db);
    const policy = pagePolicy('/', [], {
      frameOrigins: [],
      tracking: await trackingPolicyHosts(t.database.db),
    });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://connect.facebook.net']);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://www.facebook.com',
      'https://connect.facebook.net',
    ]);
    expect(policy).not.toMatch(/tiktok|snapchat|sc-static|google/);
  });
});
