import { describe, expect, it } from 'vitest';
import { redeemedAmount, shownAmount, statusPill, taxRateOf } from './rules';
import { isGiftCardShown, isVouchersResponse } from './validate';
import { giftCard, voucher, vouchersPage } from './testing';

describe('gift card rules (spec §2)', () => {
  it.each([
    ['Not Used', { tone: 'green', key: 'not_used' }],
    ['Used', { tone: 'red', key: 'used' }],
    ['Expired', { tone: 'amber', key: 'expired' }],
    ['Reserved', { tone: 'green', text: 'Reserved' }],
    [null, { tone: 'green', key: 'active' }],
    [undefined, { tone: 'green', key: 'active' }],
    ['', { tone: 'green', key: 'active' }],
  ])('status %s → %o', (status, pill) => {
    expect(statusPill(status)).toEqual(pill);
  });

  it('shows the remaining amount, or the total without one', () => {
    expect(shownAmount({ remaining_amount: 2500, total: 30000 })).toBe(2500);
    expect(shownAmount({ remaining_amount: 0, total: 30000 })).toBe(0);
    expect(shownAmount({ remaining_amount: null, total: 30000 })).toBe(30000);
  });

  it('redeemed = total − remaining; nothing known spent without a remaining amount', () => {
    expect(redeemedAmount({ remaining_amount: 25000, total: 30000 })).toBe(5000);
    expect(redeemedAmount({ remaining_amount: 0, total: 30000 })).toBe(30000);
    expect(redeemedAmount({ remaining_amount: undefined, total: 30000 })).toBe(0);
    expect(redeemedAmount({})).toBe(0);
  });

  it('VAT rate defaults to 15', () => {
    expect(taxRateOf({})).toBe(15);
    expect(taxRateOf({ tax_rate: 5 })).toBe(5);
  });
});

describe('gift card shape checks', () => {
  it('accepts the server shapes and a details payload with only a serial', () => {
    expect(isVouchersResponse(vouchersPage([voucher()]))).toBe(true);
    expect(isGiftCardShown(giftCard())).toBe(true);
    expect(isGiftCardShown({ serial_number: 'X' })).toBe(true);
  });

  it.each([
    ['an amount in riyals', { ...giftCard(), total: 300.5 }],
    ['no serial', { ...giftCard(), serial_number: undefined }],
    ['an unreadable expiry', { ...giftCard(), expiry_date: 'soon' }],
    ['a history entry with a text amount', { ...giftCard(), redeem_history: [{ amount: '50' }] }],
  ])('refuses %s', (_name, data) => {
    expect(isGiftCardShown(data)).toBe(false);
  });

  it('refuses a list with a broken card', () => {
    expect(isVouchersResponse(vouchersPage([{ ...voucher(), value: '200' } as never]))).toBe(false);
  });
});
