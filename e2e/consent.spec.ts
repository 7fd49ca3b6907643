/**
 * Consent and tracking (issue 15), in English and Arabic, on a server of its own with all four vendors configured
 * (e2e/consent-support.ts): before consent no request to any analytics or ad host and no ad cookie; after granting,
 * the vendors' stand-in scripts receive the mapped events (a purchase with the order number as dedupe id) and the
 * server sends its copies; after withdrawing on the same page nothing more. Axe on the banner and the dialog.
 */
import type { ChildProcess } from 'node:child_process';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { ownServerPort } from './own-server';
import { expectAccessible, hydrated, prefix, tr } from './support';
import { customerWithCart, openCheckout } from './checkout-support';
import {
  configureTracking,
  recordVendorTraffic,
  startConversionSink,
  startConversionServer,
  trackingIds,
  vendorHost,
} from './consent-support';

const port = ownServerPort('consent');
const baseURL = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let sink: Awaited<ReturnType<typeof startConversionSink>> | undefined;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sink = await startConversionSink();
  server = await startConversionServer(port, sink.url);
  await configureTracking(baseURL, server, trackingIds);
});
test.afterAll(async () => {
  server?.kill();
  sink?.server.close();
});

type Call = unknown[];
const calls = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __vendorCalls?: unknown[][] }).__vendorCalls ?? []) as Call[]);
const tracked = async (page: Page) =>
  (await calls(page)).filter((c) => c[1] === 'track' || c[1] === 'trackCustom' || c[1] === 'event');
const adCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter(
    (c) => /^(_ga|_gid|_gcl|_fbp|_fbc|_scid|_sctr|_ttp|ttcsid)/.test(c.name) || c.domain !== '127.0.0.1',
  );

for (const locale of ['en', 'ar'] as const) {
  const tc = (key: string) => tr(locale, 'consent', key);

  test(`before consent nothing reaches a vendor; banner and preferences are small and accessible (${locale})`, async ({
    page,
    context,
  }) => {
    const seen = await recordVendorTraffic(context);
    // The server paints the banner with the page (not the browser seconds later, as the page's largest paint).
    const html = await (await page.request.get(prefix(locale, '/services'))).text();
    expect(html).toContain('data-testid="consent-banner"');
    await page.goto(prefix(locale, '/services'));
    await hydrated(page);
    const banner = page.locator('[data-testid="consent-banner"][data-ready]');
    await expect(banner).toBeVisible();
    // A phone (390 × 844): a strip at the bottom, not a wall; any choice removes it.
    expect((await banner.boundingBox())!.height).toBeLessThan(844 * 0.3);
    await expectAccessible(page);
    await banner.getByRole('button', { name: tc('banner.preferences') }).click();
    const dialog = page.getByRole('dialog', { name: tc('dialog.title') });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    // Browsing without a choice: a service opened (view_item), an idle moment for any lazy loader.
    await page.locator('h3 button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(1500);
    expect(seen.filter((u) => vendorHost.test(new URL(u).hostname))).toEqual([]);
    expect(await adCookies(context)).toEqual([]);
    expect(await calls(page)).toEqual([]);
    // Google Consent Mode's defaults sit in the data layer before any Google tag could read it.
    const first = await page.evaluate(() =>
      Array.from(
        ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer?.[0] ??
          []) as ArrayLike<unknown>,
      ),
    );
    expect(first.slice(0, 2)).toEqual(['consent', 'default']);
  });

  test(`granting starts the tags and a purchase reaches every vendor and the server copies; withdrawing stops them (${locale})`, async ({
    page,
    context,
  }) => {
    const seen = await recordVendorTraffic(context);
    await customerWithCart(page, locale);
    await page.goto(prefix(locale, '/'));
    await hydrated(page);
    await page
      .locator('[data-testid="consent-banner"][data-ready]')
      .getByRole('button', { name: tc('banner.accept') })
      .click();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
    // The next page is painted without it: the cookie names the version chosen for.
    expect(await (await page.request.get(prefix(locale, '/services'))).text()).not.toContain(
      'consent-banner',
    );
    await expect
      .poll(() => calls(page), { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining([
          ['meta', 'init', trackingIds.meta_pixel_id],
          ['snap', 'init', trackingIds.snap_pixel_id, {}],
          ['tiktok', 'page'],
          ['ga4', 'config', trackingIds.ga4_measurement_id, { send_page_view: true }],
        ]),
      );
    const order = await calls(page);
    const meta = order.filter((c) => c[0] === 'meta').map((c) => c.slice(1, 3).join(' '));
    expect(meta.slice(0, 3)).toEqual([
      'consent revoke',
      `init ${trackingIds.meta_pixel_id}`,
      'consent grant',
    ]);
    expect(order.filter((c) => c[0] === 'tiktok')[0]).toEqual(['tiktok', 'holdConsent']);

    const dialog = await openCheckout(page, locale);
    await dialog.locator('input[type=radio][value=cash]').check();
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/orders') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: tr(locale, 'checkout', 'choose.confirm_cash') }).click();
    const number = ((await (await created).json()) as { data: { order: { order_number: string } } }).data
      .order.order_number;
    await expect
      .poll(() => tracked(page))
      .toEqual(
        expect.arrayContaining([
          ['meta', 'track', 'InitiateCheckout', expect.objectContaining({ currency: 'SAR' })],
          ['meta', 'track', 'Purchase', expect.objectContaining({ currency: 'SAR' }), { eventID: number }],
          [
            'snap',
            'track',
            'PURCHASE',
            expect.objectContaining({ client_dedup_id: number, transaction_id: number }),
          ],
          [
            'tiktok',
            'track',
            'CompletePayment',
            expect.objectContaining({ currency: 'SAR' }),
            { event_id: number },
          ],
          ['ga4', 'event', 'purchase', expect.objectContaining({ transaction_id: number })],
        ]),
      );
    expect(seen.some((u) => u.startsWith('https://www.facebook.com/stub-beacon?e=Purchase'))).toBe(true);
    // The server's copies, after the order's commit: the same order number, once per vendor.
    const copies = () =>
      sink!.log
        .filter((e) => JSON.stringify(e.body).includes(number))
        .map((e) => new URL(e.url, baseURL).pathname);
    await expect
      .poll(copies, { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          `/v21.0/${trackingIds.meta_pixel_id}/events`,
          `/v3/${trackingIds.snap_pixel_id}/events`,
          '/open_api/v1.3/event/track/',
          '/mp/collect',
        ]),
      );
    expect(copies()).toHaveLength(4);

    // Same page, then withdraw from the footer: a service opened afterwards reaches no vendor.
    await page.goto(prefix(locale, '/services'));
    await hydrated(page);
    await expect
      .poll(() => calls(page), { timeout: 10_000 })
      .toContainEqual(['meta', 'init', trackingIds.meta_pixel_id]);
    await page.locator('h3 button').first().click();
    await expect
      .poll(() => tracked(page))
      .toContainEqual(expect.arrayContaining(['meta', 'track', 'ViewContent']));
    await page.keyboard.press('Escape');
    await page.getByTestId('cookie-preferences').click();
    await page
      .getByRole('dialog', { name: tc('dialog.title') })
      .getByRole('button', { name: tc('dialog.reject') })
      .click();
    await expect.poll(() => calls(page)).toContainEqual(['meta', 'consent', 'revoke']);
    expect((await calls(page)).filter((c) => c[0] === 'tiktok').at(-1)).toEqual(['tiktok', 'revokeConsent']);
    const before = { calls: (await tracked(page)).length, requests: seen.length };
    await page.locator('h3 button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(1000);
    expect({ calls: (await tracked(page)).length, requests: seen.length }).toEqual(before);
  });
}
