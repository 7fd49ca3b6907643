import { describe, expect, it } from 'vitest';
import { emptySelection, type CartSelection } from '@hajz/contracts/pricing-rules';
import { appliedSelection, hasChoices, settledSelection } from './selection';
import { cartOf } from './testing';

const chosen: CartSelection = {
  promo_code: 'OLD',
  gift_cards: ['GC-AAAA', 'GC-USED'],
  use_points: true,
  service_fees: [{ id: 1, address_id: null }],
};

describe('cart selection', () => {
  it('knows when a selection changes the price', () => {
    expect(hasChoices(emptySelection)).toBe(false);
    expect(hasChoices({ ...emptySelection, use_points: true })).toBe(true);
    expect(hasChoices({ ...emptySelection, promo_code: 'SAVE10' })).toBe(true);
    expect(hasChoices({ ...emptySelection, gift_cards: ['GC-AAAA'] })).toBe(true);
    expect(hasChoices({ ...emptySelection, service_fees: [{ id: 1, address_id: null }] })).toBe(true);
  });

  it('spec §4: an empty cart resets everything', () => {
    expect(settledSelection(cartOf([]), chosen)).toEqual(emptySelection);
  });

  it('spec §4: no fees on offer resets the fee selection, and keeps the rest', () => {
    const settled = settledSelection(cartOf(undefined, { available_service_fees: [] }), chosen);
    expect(settled).toEqual({ ...chosen, service_fees: [] });
  });

  it('drops a fee the server did not apply, keeps one it did', () => {
    expect(settledSelection(cartOf(), chosen).service_fees).toEqual([]);
    const applied = cartOf(undefined, { selected_service_fees: [{ id: 1, address_id: null }] });
    expect(settledSelection(applied, chosen)).toBe(chosen);
  });

  it('keeps a refused promo code and gift card (their reasons show), but the checkout sends neither', () => {
    const cart = cartOf(undefined, {
      promo: { code: 'OLD', applied: false, message: 'This code has expired.' },
      gift_cards: [
        { serial_number: 'GC-AAAA', applied: true, amount: 10000, remaining_after: 0, message: null },
        { serial_number: 'GC-USED', applied: false, amount: 0, remaining_after: null, message: 'No balance' },
      ],
      selected_service_fees: [{ id: 1, address_id: null }],
    });
    expect(settledSelection(cart, chosen)).toEqual(chosen);
    expect(appliedSelection(cart, chosen)).toEqual({
      promo_code: '',
      gift_cards: ['GC-AAAA'],
      use_points: true,
      service_fees: [{ id: 1, address_id: null }],
    });
  });

  it('the checkout sends an applied promo code as chosen', () => {
    const cart = cartOf(undefined, { promo: { code: 'SAVE10', applied: true, message: null } });
    const selection = { ...emptySelection, promo_code: 'SAVE10' };
    expect(appliedSelection(cart, selection)).toEqual(selection);
  });
});
