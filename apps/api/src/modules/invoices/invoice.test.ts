import QRCode from 'qrcode';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSettings, invoices, orders } from '../../db/schema.ts';
import { issueInvoice } from './queries.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, nextIp, type Json } from '../../test/call.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { checkout, holdService, orderRow } from '../../test/orders.ts';
import { signLink } from '../../lib/signed-link.ts';
import { testCards, walk } from '../../test/payments-browser.ts';
import { decodeTlv } from '../../test/invoices-tlv-decoder.ts';

let t: TestApp;
let fx: Fixture;
type Customer = { id: number; token: string };
let customers: Customer[];
let business: typeof businessSettings.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  fx = await createFixture(t, { resources: 3, price: 23000 });
  customers = await createCustomers(t, 10);
  [business] = (await t.database.db.select().from(businessSettings)) as [typeof business];
});
afterAll(() => t.close());
const customer = () => customers.shift()!;

const open = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: nextIp() });
const details = async (c: Customer, id: number) =>
  (await call(t, 'GET', `/api/v1/orders/${id}`, undefined, { token: c.token })).body.data as Json;
const invoiceOf = async (orderId: number) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0];
const attribute = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];

async function cashOrder(c: Customer, time: string, extra: Json = {}) {
  await holdService(t, fx, c.token, time, extra);
  const res = await checkout(t, c.token, 'cash');
  expect(res.status).toBe(201);
  return res.body.data.order as Json;
}

describe('invoices', () => {
  it('are issued at confirmation with sequential numbers and the order’s totals', async () => {
    const c = customer();
    const first = await cashOrder(c, '09:00', { visitors: 2 });
    const second = await cashOrder(c, '11:00');
    const [a, b] = [await invoiceOf(first.id), await invoiceOf(second.id)];
    expect(a!.number).toMatch(/^INV-\d{6}$/);
    expect(Number(b!.number.slice(4))).toBe(Number(a!.number.slice(4)) + 1);
    // The invoice's sub-total is the taxable amount (without VAT); the order's is what the items cost with it.
    expect([a!.subTotal, a!.taxAmount, a!.total]).toEqual([
      first.total - first.tax_amount,
      first.tax_amount,
      first.total,
    ]);
    expect([a!.subTotal, a!.taxAmount, a!.total, first.sub_total]).toEqual([40000, 6000, 46000, 46000]);
    expect([a!.sellerVatNumber, a!.sellerNameAr, a!.customerName]).toEqual([
      business.vatNumber,
      business.nameAr,
      'Test Customer',
    ]);
  });

  it('a card order gets its invoice (and link) only once paid', async () => {
    const c = customer();
    await holdService(t, fx, c.token, '13:00');
    const res = await checkout(t, c.token, 'card');
    const id = res.body.data.order.id as number;
    expect(await invoiceOf(id)).toBeUndefined();
    expect((await details(c, id)).invoice_link).toBeNull();
    const landing = await walk(t, res.body.data.payment.create_token_url.url, { card: testCards.success });
    expect(landing.query.get('status')).toBe('success');
    expect((await invoiceOf(id))?.paymentMethod).toBe('card');
    expect((await details(c, id)).invoice_link).toMatch(
      new RegExp(`^/api/v1/invoices/${id}\\?exp=\\d+&sig=`),
    );
  });

  it('the link opens a printable bilingual simplified tax invoice whose QR code decodes to its true totals', async () => {
    const c = customer();
    const order = await cashOrder(c, '10:00', { visitors: 3 });
    const invoice = (await invoiceOf(order.id))!;
    const link = (await details(c, order.id)).invoice_link as string;
    const res = await open(link); // no bearer token: the signed link is the credential
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    const html = res.body;
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain('Simplified Tax Invoice');
    expect(html).toContain('فاتورة ضريبية مبسطة');
    expect(html).toContain('@media print');
    for (const text of [
      invoice.number,
      order.order_number,
      business.vatNumber,
      business.nameEn,
      business.nameAr,
      business.addressAr,
      'Test Customer',
      '690.00', // 3 × 230.00 incl. VAT
      '90.00', // its VAT
      '600.00', // excluding VAT
      '15%',
      'Cash',
      '1 × 3', // quantity × visitors
    ]) {
      expect(html, text).toContain(text.replaceAll('&', '&amp;'));
    }
    expect(attribute(html, 'data-invoice-number')).toBe(invoice.number);

    const qr = decodeTlv(attribute(html, 'data-zatca-qr')!);
    expect([...qr.keys()]).toEqual([1, 2, 3, 4, 5]);
    expect(qr.get(1)).toBe(business.nameAr);
    expect(qr.get(2)).toBe(business.vatNumber);
    expect(new Date(qr.get(3)!).getTime()).toBe(Math.floor(invoice.issuedAt.getTime() / 1000) * 1000);
    expect(qr.get(3)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(qr.get(4)).toBe((order.total / 100).toFixed(2));
    expect(qr.get(5)).toBe((order.tax_amount / 100).toFixed(2));
    expect([qr.get(4), qr.get(5)]).toEqual(['690.00', '90.00']);
    // The picture is the QR code of exactly that payload.
    const payload = attribute(html, 'data-zatca-qr')!;
    const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    expect(html).toContain(`src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"`);
  });

  it('line amounts add up to the invoice totals, which equal the order’s', async () => {
    const c = customer();
    const order = await cashOrder(c, '12:00', { visitors: 2 });
    const lines = order.products as Json[];
    expect(lines.reduce((n, l) => n + l.total_price, 0)).toBe(order.total);
    expect(lines.reduce((n, l) => n + l.tax_amount, 0)).toBe(order.tax_amount);
    const invoice = (await invoiceOf(order.id))!;
    expect(invoice.total - invoice.taxAmount).toBe(invoice.subTotal);
    expect([invoice.taxAmount, invoice.total]).toEqual([order.tax_amount, order.total]);
    expect(order.sub_total).toBe(lines.reduce((n, l) => n + l.total_price, 0));
  });

  it('a tampered, expired or borrowed link is refused (403); a valid link without an invoice is a 404', async () => {
    const c = customer();
    const order = await cashOrder(c, '14:00');
    const link = (await details(c, order.id)).invoice_link as string;
    const tampered = await open(link.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
    expect(tampered.statusCode).toBe(403);
    expect(tampered.body).toContain('This invoice link is not valid or has expired');
    const key = t.app.context.linkKey;
    const expired = await open(
      `/api/v1/invoices/${order.id}?${signLink(key, 'invoice', String(order.id), new Date(Date.now() - 1000))}`,
    );
    expect(expired.statusCode).toBe(403);
    const longer = Number(new URL(link, 'http://x').searchParams.get('exp')) + 3600;
    expect((await open(link.replace(/exp=\d+/, `exp=${longer}`))).statusCode).toBe(403);

    // My valid signature on someone else's order number opens nothing.
    const other = customer();
    const theirs = await cashOrder(other, '15:00');
    expect((await open(link.replace(`/invoices/${order.id}?`, `/invoices/${theirs.id}?`))).statusCode).toBe(
      403,
    );
    // A payment-page signature is not an invoice signature.
    const payLink = signLink(key, 'pay', String(order.id), new Date(Date.now() + 60_000));
    expect((await open(`/api/v1/invoices/${order.id}?${payLink}`)).statusCode).toBe(403);

    await holdService(t, fx, other.token, '16:00');
    const unpaid = (await checkout(t, other.token, 'card')).body.data.order.id as number;
    const signed = signLink(key, 'invoice', String(unpaid), new Date(Date.now() + 60_000));
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/v1/invoices/${unpaid}?${signed}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('هذه الفاتورة غير موجودة');
    expect((await orderRow(t, theirs.order_number)).status).toBe('confirmed');
  });

  it('format=pdf downloads the same invoice as a PDF', async () => {
    const c = customer();
    const order = await cashOrder(c, '16:00');
    const invoice = (await invoiceOf(order.id))!;
    const link = (await details(c, order.id)).invoice_link as string;
    const html = (await open(link)).body;
    const pdfHref = /href="([^"]*format=pdf[^"]*)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    expect(pdfHref).toBe(`${link}&format=pdf`);
    const res = await open(pdfHref);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(5000);
  }, 60_000);

  it('an order partly paid by a gift card is invoiced for what was sold: sub-total + VAT, not the amount left to pay', async () => {
    const [paidByCard] = await t.database.db
      .select()
      .from(orders)
      .where(sql`${orders.giftCardDiscount} > 0`)
      .limit(1);
    expect(paidByCard, 'the demo seed has an order partly paid with a gift card').toBeTruthy();
    await t.database.db.transaction((tx) => issueInvoice(tx, paidByCard!, new Date()));
    const invoice = (await invoiceOf(paidByCard!.id))!;
    expect(invoice.total).toBe(
      paidByCard!.subTotal -
        paidByCard!.promoDiscount -
        paidByCard!.extraDiscount +
        paidByCard!.serviceFeePrice,
    );
    expect(invoice.total).toBe(paidByCard!.total + paidByCard!.giftCardDiscount);
  });
});
