import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GiftCardDetails } from '@hajz/contracts/vouchers';
import { renderHost } from '~/lib/testing/render-host';
import '~/dialogs';
import { fakeFetch, ok, refusal, type Call } from '~/lib/testing/fake-fetch';
import { openDialog, useDialogs } from '~/lib/dialogs';
import { giftCard } from '../testing';

let calls: Call[];
let card: unknown;
beforeEach(() => {
  card = giftCard();
  calls = fakeFetch((call) =>
    call.path === '/api/v1/vouchers/DEMO-REEM-0300'
      ? card === null
        ? refusal(404, 'This gift card does not exist')
        : ok(card)
      : undefined,
  );
  useDialogs.getState().closeAll();
});
afterEach(() => vi.unstubAllGlobals());

async function openDetails(locale: 'en' | 'ar' = 'en') {
  await renderHost(locale);
  act(() => void openDialog('gift-card-details', { serial: 'DEMO-REEM-0300', timeZone: 'Asia/Riyadh' }));
  return screen.findByTestId('gift-card-details', undefined, { timeout: 5000 });
}
const text = (dialog: HTMLElement, id: string) => within(dialog).getByTestId(id).textContent;
const withCard = (over: Record<string, unknown>) => {
  card = { ...giftCard(), ...over } as GiftCardDetails;
};

describe('gift card details dialog', () => {
  it('shows the title, amount, sanitised description, details, QR code and payment summary', async () => {
    const dialog = await openDetails();
    expect(screen.getByRole('dialog', { name: 'Gift card · 300.00\u00a0SAR' })).toBeTruthy();
    expect(text(dialog, 'gift-card-status')).toBe('Not used');
    expect(within(dialog).getByTestId('gift-card-status').dataset.tone).toBe('green');
    expect(within(dialog).getByTestId('gift-card-image').getAttribute('src')).toBe('/img/cards/gold.svg');
    expect(text(dialog, 'gift-card-remaining')).toBe('250.00\u00a0SAR');
    expect(within(dialog).getByTestId('gift-card-description').innerHTML).toBe(
      '<p>Spend it on any <strong>service</strong>.</p>',
    );
    expect(text(dialog, 'row-serial')).toBe('Serial numberDEMO-REEM-0300');
    expect(text(dialog, 'row-expiry')).toBe('Expiry dateWed, 5 Mar 2031');
    expect(text(dialog, 'row-order')).toBe('Voucher order numberHZ1042');
    expect(text(dialog, 'row-redeemed')).toBe('Redeemed amount50.00\u00a0SAR');
    expect(text(dialog, 'row-remaining')).toBe('Remaining amount250.00\u00a0SAR');
    expect(within(dialog).getByRole('img', { name: 'QR code of serial number DEMO-REEM-0300' })).toBeTruthy();
    expect(text(dialog, 'summary-sub-total')).toBe('Subtotal260.87\u00a0SAR');
    expect(text(dialog, 'summary-vat')).toBe('VAT (15%)39.13\u00a0SAR');
    expect(text(dialog, 'summary-discounts')).toBe('Discounts00.00\u00a0SAR');
    expect(text(dialog, 'summary-total')).toBe('Total300.00\u00a0SAR');
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/vouchers/DEMO-REEM-0300']);
  });

  it.each([
    ['Used', 'Used', 'red'],
    ['Expired', 'Expired', 'amber'],
    ['Reserved', 'Reserved', 'green'],
    [null, 'Active', 'green'],
  ])('status %s reads %s on %s', async (status, label, tone) => {
    withCard({ status });
    const dialog = await openDetails();
    const pill = within(dialog).getByTestId('gift-card-status');
    expect([pill.textContent, pill.dataset.tone]).toEqual([label, tone]);
  });

  it('falls back: the total without a remaining amount, default image, description and QR code, N/A, VAT 15', async () => {
    withCard({
      remaining_amount: null,
      card_image: null,
      description: null,
      qr_code: null,
      voucher_order_number: null,
      expiry_date: null,
      tax_rate: null,
      discounts: 1500,
    });
    const dialog = await openDetails();
    expect(text(dialog, 'gift-card-remaining')).toBe('300.00\u00a0SAR');
    expect(within(dialog).queryByTestId('row-remaining')).toBeNull();
    expect(text(dialog, 'row-redeemed')).toBe('Redeemed amount00.00\u00a0SAR');
    expect(within(dialog).getByTestId('gift-card-image').getAttribute('src')).toBe('/img/gift-card.svg');
    expect(within(dialog).getByTestId('gift-card-qr').getAttribute('src')).toBe('/img/qr-placeholder.svg');
    expect(text(dialog, 'gift-card-description')).toMatch(/^Use this gift card towards any service/);
    expect(text(dialog, 'row-order')).toBe('Voucher order numberN/A');
    expect(text(dialog, 'row-expiry')).toBe('Expiry dateN/A');
    expect(text(dialog, 'summary-vat')).toBe('VAT (15%)39.13\u00a0SAR');
    expect(text(dialog, 'summary-discounts')?.replace(/[\u2066-\u2069]/g, '')).toBe(
      'Discounts\u221215.00\u00a0SAR',
    );
  });

  it('redeemed is total − remaining to two decimals, a fully used card all of it', async () => {
    withCard({ remaining_amount: 0, status: 'Used' });
    const dialog = await openDetails();
    expect(text(dialog, 'row-redeemed')).toBe('Redeemed amount300.00\u00a0SAR');
    expect(text(dialog, 'row-remaining')).toBe('Remaining amount00.00\u00a0SAR');
  });

  it('opens the redeem history: date, order number and amount, N/A and 0 when missing', async () => {
    withCard({
      redeem_history: [
        { date: '2031-01-10T18:30:00+03:00', order_number: 'HZ1001', amount: 5000 },
        { date: null, order_number: null, amount: null },
      ],
    });
    const dialog = await openDetails();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem history' }));
    const history = await screen.findByRole('dialog', { name: 'Redeem history' }, { timeout: 5000 });
    const entries = within(history).getAllByTestId('redeem-entry');
    const row = (i: number, id: string) => within(entries[i]!).getByTestId(id).textContent;
    expect([row(0, 'redeem-date'), row(0, 'redeem-order'), row(0, 'redeem-amount')]).toEqual([
      'Fri, 10 Jan 2031',
      'HZ1001',
      '50.00\u00a0SAR',
    ]);
    expect([row(1, 'redeem-date'), row(1, 'redeem-order'), row(1, 'redeem-amount')]).toEqual([
      'N/A',
      'N/A',
      '00.00\u00a0SAR',
    ]);
  });

  it("the business's adjustments and a void say so instead of an order number", async () => {
    withCard({
      redeem_history: [
        { date: '2031-01-12T10:00:00+03:00', order_number: null, amount: 20000, kind: 'void' },
        { date: '2031-01-11T10:00:00+03:00', order_number: null, amount: -2550, kind: 'adjustment' },
        { date: '2031-01-10T10:00:00+03:00', order_number: null, amount: 550, kind: 'adjustment' },
      ],
    });
    const dialog = await openDetails();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem history' }));
    const history = await screen.findByRole('dialog', { name: 'Redeem history' }, { timeout: 5000 });
    const entries = within(history).getAllByTestId('redeem-entry');
    const row = (i: number) =>
      ['redeem-change', 'redeem-amount'].map((id) => within(entries[i]!).getByTestId(id).textContent);
    expect([row(0), row(1), row(2)]).toEqual([
      ['Card voided', '200.00\u00a0SAR'],
      ['Value added by us', '25.50\u00a0SAR'],
      ['Value taken off by us', '5.50\u00a0SAR'],
    ]);
  });

  it('an empty redeem history says so', async () => {
    withCard({ redeem_history: [] });
    const dialog = await openDetails();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem history' }));
    const history = await screen.findByRole('dialog', { name: 'Redeem history' }, { timeout: 5000 });
    expect(within(history).getByTestId('redeem-history-empty').textContent).toBe(
      'This gift card has not been used yet.',
    );
  });

  it('in Arabic: the title and labels translated, amounts in riyals', async () => {
    await openDetails('ar');
    expect(screen.getByRole('dialog', { name: 'بطاقة هدية · 300.00\u00a0ر.س' })).toBeTruthy();
    expect(screen.getByTestId('gift-card-status').textContent).toBe('غير مستخدمة');
  });

  it("shows the server's reason when the card cannot be loaded, and tries again", async () => {
    card = null;
    await renderHost('en');
    act(() => void openDialog('gift-card-details', { serial: 'DEMO-REEM-0300', timeZone: 'Asia/Riyadh' }));
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(alert.textContent).toContain('This gift card does not exist');
    card = giftCard();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('gift-card-details')).toBeTruthy());
  });
});
