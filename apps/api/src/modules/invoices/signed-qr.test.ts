/**
 * The customer's invoice prints the phase-2 QR (issue 26 item 2) when the order has a signed simplified tax invoice:
 * tags 1–9 as embedded in the signed XML, 6–9 its hash, signature, public key and the certificate's signature; an
 * order sold before e-invoicing was switched on keeps the phase-1 QR (tags 1–5). The PDF is the same page printed.
 */
import { certificateInfo, decodeTlv, documentFacts, verifySignedInvoice } from '@hajz/zatca';
import QRCode from 'qrcode';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eInvoiceDocuments } from '../../db/schema.ts';
import { onboard } from '../e-invoicing/index.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { call, nextIp, type Json } from '../../test/call.ts';
import { checkout, holdService } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let fx: Fixture;
let customers: { id: number; token: string }[];
beforeAll(async () => {
  t = await createTestApp({ outbox: { start: false } });
  fx = await createFixture(t, { resources: 2, price: 23_000 });
  customers = await createCustomers(t, 2);
});
afterAll(() => t.close());

const attribute = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];
const element = (xml: string, name: string) => new RegExp(`<${name}[^>]*>([^<]+)</${name}>`).exec(xml)?.[1];

async function cashSale(customer: { token: string }, time: string) {
  await holdService(t, fx, customer.token, time);
  const res = await checkout(t, customer.token, 'cash');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.order as Json;
}

/** The QR payload the customer's invoice page prints (the signed link, as the order's details give it). */
async function printedQr(customer: { token: string }, orderId: number) {
  const details = await call(t, 'GET', `/api/v1/orders/${orderId}`, undefined, { token: customer.token });
  const link = details.body.data.invoice_link as string;
  const page = await t.app.inject({ method: 'GET', url: link, remoteAddress: nextIp() });
  expect(page.statusCode).toBe(200);
  const payload = attribute(page.body, 'data-zatca-qr')!;
  // The picture is the QR code of exactly that payload.
  const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  expect(page.body).toContain(`src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"`);
  return payload;
}

describe("the invoice page's QR", () => {
  it('is phase 1 (tags 1–5) for an order sold before e-invoicing, phase 2 (tags 1–9 of the signed XML) after', async () => {
    const before = await cashSale(customers[0]!, '09:00');
    const phase1 = decodeTlv(Buffer.from(await printedQr(customers[0]!, before.id), 'base64'));
    expect(phase1.map((f) => f.tag)).toEqual([1, 2, 3, 4, 5]);

    await onboard(t.app.context.eInvoicing, t.app.config.fatoora.simulationOtp);
    const after = await cashSale(customers[1]!, '10:00');
    // Issued after the sale's commit, by the outbox (ADR 0050).
    await t.app.context.outbox.drain();
    const payload = await printedQr(customers[1]!, after.id);
    const [document] = await t.database.db
      .select()
      .from(eInvoiceDocuments)
      .where(eq(eInvoiceDocuments.orderId, after.id));
    const xml = document!.signedXml;
    expect(verifySignedInvoice(xml)).toEqual([]);
    // What the page prints is the QR embedded in the signed XML.
    expect(payload).toBe(document!.qr);
    expect(xml).toContain(`>${payload}</cbc:EmbeddedDocumentBinaryObject>`);

    const tags = new Map(decodeTlv(Buffer.from(payload, 'base64')).map((f) => [f.tag, f.value]));
    expect([...tags.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const certificate = certificateInfo(element(xml, 'ds:X509Certificate')!);
    expect(tags.get(6)!.toString('utf8')).toBe(documentFacts(xml).hash);
    expect(tags.get(6)!.toString('utf8')).toBe(document!.hash);
    expect(tags.get(7)!.toString('utf8')).toBe(element(xml, 'ds:SignatureValue'));
    expect(tags.get(8)!.equals(certificate.publicKeyDer)).toBe(true);
    expect(tags.get(9)!.equals(certificate.signature)).toBe(true);
    expect(tags.get(4)!.toString('utf8')).toBe((after.total / 100).toFixed(2));

    // The order sold before keeps its phase-1 QR.
    const again = decodeTlv(Buffer.from(await printedQr(customers[0]!, before.id), 'base64'));
    expect(again.map((f) => f.tag)).toEqual([1, 2, 3, 4, 5]);
  });
});
