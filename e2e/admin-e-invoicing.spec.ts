import { readFileSync } from 'node:fs';
import { bookingAtOlaya, signInStaff } from './admin-support';
import { expectAccessible, hydrated, prefix, tr } from './support';
import { expect, test } from './test';

// Issue 26 item 6, in both languages on a phone: the demo is onboarded at first start, so a booking confirmed in
// cash is a signed invoice; the owner sees the unit's state, finds the invoice by its order and downloads its XML.

const te = (locale: 'en' | 'ar', key: string) => tr(locale, 'admin/e-invoicing', key);

for (const locale of ['en', 'ar'] as const) {
  test(`the owner finds a booking's e-invoice and downloads its signed XML (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const booking = await bookingAtOlaya(page, locale);
    await signInStaff(page, 'owner');
    await page.goto(prefix(locale, '/admin/e-invoicing'));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(te(locale, 'title'));
    await expect(page.getByTestId('csid-state')).toHaveText(te(locale, 'csid.production'));
    await expect(page.getByRole('button', { name: te(locale, 'renew.submit') })).toBeVisible();

    await page.getByLabel(te(locale, 'filters.order_id')).fill(String(booking.order.id));
    await page.getByRole('button', { name: te(locale, 'filters.apply') }).click();
    await expect(page).toHaveURL(new RegExp(`order_id=${booking.order.id}`));
    const documents = page.getByTestId('e-invoices').getByRole('listitem');
    await expect(documents).toHaveCount(1);
    await expect(documents.first()).toContainText(te(locale, 'kinds.invoice'));
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/admin-e-invoicing/${locale}-390.png`, fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      documents
        .first()
        .getByRole('button', { name: new RegExp(te(locale, 'documents.xml')) })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xml$/);
    const xml = readFileSync((await download.path())!, 'utf8');
    expect(xml).toContain('<ds:SignatureValue>');
    expect(xml).toContain('<cbc:ProfileID>reporting:1.0</cbc:ProfileID>');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `test-results/admin-e-invoicing/${locale}-1280.png`, fullPage: true });
  });
}

// Issue 26 item 1 (ADR 0049): a cancelled sale is credited. The customer pays (a booking confirmed in cash) and
// cancels; the owner finds the credit note next to the invoice (issued after the cancellation commits, so waited
// for) and downloads its XML: a 381 naming the invoice in its BillingReference.
test('a customer’s cancellation is a credit note the owner finds and downloads (en)', async ({ page }) => {
  test.setTimeout(120_000);
  const booking = await bookingAtOlaya(page, 'en');
  const headers = { authorization: `Bearer ${booking.token}`, 'accept-language': 'en' };
  const cancelled = await page.request.get(`/api/v1/orders/${booking.order.id}/cancel`, { headers });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  const owner = await signInStaff(page, 'owner');
  type Listed = { id: number; kind: string; number: string };
  const documents = async () =>
    (
      (await (
        await page.request.get(`/api/v1/admin/e-invoices?order_id=${booking.order.id}`, {
          headers: { authorization: `Bearer ${owner}` },
        })
      ).json()) as { data: { documents: Listed[] } }
    ).data.documents;
  await expect
    .poll(async () => (await documents()).map((d) => d.kind), { timeout: 30_000 })
    .toEqual(['credit_note', 'invoice']);
  const [creditNote, invoice] = await documents();

  await page.goto(prefix('en', `/admin/e-invoicing?order_id=${booking.order.id}`));
  await hydrated(page);
  const items = page.getByTestId('e-invoices').getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(te('en', 'kinds.credit_note'));
  await expect(items.first()).toContainText(creditNote!.number);
  await expect(items.nth(1)).toContainText(te('en', 'kinds.invoice'));
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    items
      .first()
      .getByRole('button', { name: new RegExp(te('en', 'documents.xml')) })
      .click(),
  ]);
  const xml = readFileSync((await download.path())!, 'utf8');
  expect(xml).toMatch(/<cbc:InvoiceTypeCode name="0\d{6}">381<\/cbc:InvoiceTypeCode>/);
  expect(xml).toMatch(
    new RegExp(
      `<cac:BillingReference>\\s*<cac:InvoiceDocumentReference>\\s*<cbc:ID>${invoice!.number}</cbc:ID>`,
    ),
  );
  expect(xml).toContain('<ds:SignatureValue>');
});
