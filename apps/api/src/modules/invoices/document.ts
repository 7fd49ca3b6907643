/**
 * The printable simplified tax invoice: one bilingual page (Arabic first, right to left, with English beside every
 * label), styled for A4 and for 80 mm receipt printers (@media print; the printer's paper decides, `@page` only sets
 * margins). No external resources: fonts are the system's, the QR code is a data URL, so it prints offline and
 * renders the same in the PDF.
 */
import { createHash } from 'node:crypto';
import { formatAmount } from '@hajz/contracts/money';
import { vatRatePercent } from '@hajz/contracts/cart-rules';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import { localDate, localTime } from '../../lib/zoned-time.ts';

export type InvoiceLine = {
  nameEn: string;
  nameAr: string;
  quantity: number;
  visitors: number;
  size: string | null;
  /** Halalas, VAT included (catalogue prices include VAT). */
  unitPrice: number;
  taxAmount: number;
  totalPrice: number;
  /** A booked service's start, shown under its name. */
  startAt: Date | null;
};

export type InvoiceView = {
  number: string;
  orderNumber: string;
  issuedAt: Date;
  timezone: string;
  seller: { nameEn: string; nameAr: string; vatNumber: string; addressEn: string; addressAr: string };
  customerName: string;
  /** Where a delivery went or a home visit took place (the address as ordered), else null. */
  servedAt: { key: MessageKey; address: string } | null;
  paymentMethod: 'cash' | 'card';
  lines: InvoiceLine[];
  /** Order-level amounts that are not zero (discounts negative, fees positive), in halalas. */
  adjustments: { key: MessageKey; amount: number }[];
  settlement: { key: MessageKey; amount: number }[];
  subTotal: number;
  taxAmount: number;
  total: number;
  qrPayload: string;
  qrImage: string;
  /** The same signed link with format=pdf, or null when PDFs are off. */
  pdfHref: string | null;
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** An Arabic label with its English twin (the English isolated so punctuation stays on its side). */
const both = (key: MessageKey) =>
  `<span class="ar">${escapeHtml(translate('ar', key))}</span> <span class="en" lang="en" dir="ltr">${escapeHtml(translate('en', key))}</span>`;

/**
 * Amounts are Latin digits in both languages (ADR 0003), isolated left to right inside the Arabic page; a discount
 * is written with the true minus sign (U+2212), as the app writes it, not a hyphen.
 */
const money = (halalas: number) =>
  `<bdi dir="ltr">${halalas < 0 ? `\u2212${formatAmount(-halalas)}` : formatAmount(halalas)}</bdi>`;

const row = (key: MessageKey, value: string) => `<tr><th scope="row">${both(key)}</th><td>${value}</td></tr>`;

// The print button is the page's only script; a hash lets the Content-Security-Policy allow exactly it.
const printScript = "document.getElementById('print').addEventListener('click',function(){window.print()})";
export const invoiceScriptHash = `sha256-${createHash('sha256').update(printScript).digest('base64')}`;

const styles = `
*{box-sizing:border-box}
body{margin:0;background:#f3f4f6;color:#111827;font:14px/1.45 system-ui,"Noto Naskh Arabic","Noto Sans Arabic",Tahoma,"DejaVu Sans",Arial,sans-serif}
main{max-width:190mm;margin:16px auto;background:#fff;padding:12mm;border-radius:8px}
h1{margin:0 0 4px;font-size:22px}h1 .en{display:block;font-size:16px;font-weight:600;color:#374151}
.en{color:#4b5563;font-size:.85em}
th .en{display:block}
header{display:flex;justify-content:space-between;gap:16px;align-items:flex-start;border-bottom:2px solid #111827;padding-bottom:8px;margin-bottom:12px}
.seller{font-size:13px}.seller strong{font-size:15px}
table{width:100%;border-collapse:collapse;margin:8px 0}
th,td{padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:start;vertical-align:top}
.meta th{width:45%;font-weight:600}
.lines thead th{background:#f9fafb;font-size:11px;font-weight:600}
.lines th.num{text-align:end}
.lines td.num,.totals td{text-align:end;white-space:nowrap}
.lines td.item{min-width:38mm}
.item small{display:block;color:#4b5563}
.totals{max-width:110mm;margin-inline-start:auto}
.totals tr.grand th,.totals tr.grand td{font-weight:700;font-size:16px;border-top:2px solid #111827}
.qr{display:flex;gap:12px;align-items:center;margin-top:12px}
.qr img{width:38mm;height:38mm;image-rendering:pixelated}
.qr code{word-break:break-all;font-size:11px;max-width:110mm;direction:ltr;display:block}
.actions{display:flex;gap:8px;margin-top:16px}
.actions a,.actions button{font:inherit;padding:8px 14px;border:1px solid #111827;border-radius:6px;background:#fff;color:#111827;text-decoration:none;cursor:pointer}
@page{margin:8mm}
@media print{body{background:#fff}main{margin:0;max-width:none;padding:0;border-radius:0}.actions{display:none}tr{break-inside:avoid}}
@media (max-width:160mm){main{padding:4mm;margin:0}body{font-size:11px}header{display:block}
.lines thead{display:none}.lines tr{display:block;border-bottom:1px solid #e5e7eb;padding:2mm 0}
.lines td{display:flex;justify-content:space-between;border:0;padding:1px 0}.lines td::before{content:attr(data-label);color:#4b5563}
.totals{max-width:none}.qr{flex-direction:column}.qr img{width:30mm;height:30mm}}
`;

function lineRow(line: InvoiceLine, timezone: string): string {
  const when = line.startAt
    ? `<small><bdi dir="ltr">${localDate(line.startAt.getTime(), timezone)} ${localTime(line.startAt.getTime(), timezone)}</bdi></small>`
    : '';
  const size = line.size ? `<small>${escapeHtml(line.size)}</small>` : '';
  const label = (key: MessageKey) => escapeHtml(`${translate('ar', key)} / ${translate('en', key)}`);
  return `<tr>
<td class="item" data-label="${label('invoice.item')}"><span>${escapeHtml(line.nameAr)}<small lang="en" dir="ltr">${escapeHtml(line.nameEn)}</small>${size}${when}</span></td>
<td class="num" data-label="${label('invoice.quantity')}"><bdi dir="ltr">${line.quantity} × ${line.visitors}</bdi></td>
<td class="num" data-label="${label('invoice.unit_price')}">${money(line.unitPrice)}</td>
<td class="num" data-label="${label('invoice.vat_rate')}"><bdi dir="ltr">${vatRatePercent}%</bdi></td>
<td class="num" data-label="${label('invoice.vat_amount')}">${money(line.taxAmount)}</td>
<td class="num" data-label="${label('invoice.line_total')}">${money(line.totalPrice)}</td>
</tr>`;
}

export function renderInvoiceHtml(view: InvoiceView): string {
  const { seller, timezone } = view;
  const issued = view.issuedAt.getTime();
  const currency = `<span class="ar">${translate('ar', 'invoice.currency')}</span> <span class="en" lang="en">${translate('en', 'invoice.currency')}</span>`;
  const payment = view.paymentMethod === 'card' ? 'payment.card' : 'payment.cash';
  const qr = `<img src="${view.qrImage}" alt="${escapeHtml(translate('en', 'invoice.qr_label'))}">`;
  const pdf = view.pdfHref
    ? `<a href="${escapeHtml(view.pdfHref)}" download>${both('invoice.download_pdf')}</a>`
    : '';
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${translate('ar', 'invoice.title')} ${view.number} — ${translate('en', 'invoice.title')}`)}</title>
<style>${styles}</style>
</head>
<body>
<main data-invoice-number="${escapeHtml(view.number)}" data-zatca-qr="${escapeHtml(view.qrPayload)}">
<header>
<h1>${both('invoice.title')}</h1>
<div class="seller"><strong>${escapeHtml(seller.nameAr)}</strong><br><span lang="en" dir="ltr">${escapeHtml(seller.nameEn)}</span></div>
</header>
<table class="meta"><tbody>
${row('invoice.number', `<bdi dir="ltr">${escapeHtml(view.number)}</bdi>`)}
${row('invoice.order_number', `<bdi dir="ltr">${escapeHtml(view.orderNumber)}</bdi>`)}
${row('invoice.issue_date', `<bdi dir="ltr">${localDate(issued, timezone)}</bdi>`)}
${row('invoice.issue_time', `<bdi dir="ltr">${localTime(issued, timezone)}</bdi>`)}
${row('invoice.seller', `${escapeHtml(seller.nameAr)}<br><span class="en" lang="en" dir="ltr">${escapeHtml(seller.nameEn)}</span>`)}
${row('invoice.vat_number', `<bdi dir="ltr">${escapeHtml(seller.vatNumber)}</bdi>`)}
${row('invoice.address', `${escapeHtml(seller.addressAr)}<br><span class="en" lang="en" dir="ltr">${escapeHtml(seller.addressEn)}</span>`)}
${row('invoice.customer', escapeHtml(view.customerName))}
${view.servedAt ? row(view.servedAt.key, `<bdi>${escapeHtml(view.servedAt.address)}</bdi>`) : ''}
${row('invoice.payment_method', both(payment))}
</tbody></table>
<table class="lines">
<thead><tr><th>${both('invoice.item')}</th><th class="num">${both('invoice.quantity')}</th><th class="num">${both('invoice.unit_price')}</th><th class="num">${both('invoice.vat_rate')}</th><th class="num">${both('invoice.vat_amount')}</th><th class="num">${both('invoice.line_total')}</th></tr></thead>
<tbody>
${view.lines.map((line) => lineRow(line, timezone)).join('\n')}
</tbody>
</table>
<table class="totals"><tbody>
${view.adjustments.map((a) => row(a.key, money(a.amount))).join('\n')}
${row('invoice.subtotal', `${money(view.subTotal)} ${currency}`)}
${row('invoice.vat_total', `${money(view.taxAmount)} ${currency}`)}
<tr class="grand"><th scope="row">${both('invoice.total')}</th><td>${money(view.total)} ${currency}</td></tr>
${view.settlement.map((a) => row(a.key, `${money(a.amount)} ${currency}`)).join('\n')}
</tbody></table>
<figure class="qr">${qr}<figcaption>${both('invoice.qr_label')}</figcaption></figure>
<div class="actions"><button type="button" id="print">${both('invoice.print')}</button>${pdf}</div>
</main>
<script>${printScript}</script>
</body>
</html>`;
}
