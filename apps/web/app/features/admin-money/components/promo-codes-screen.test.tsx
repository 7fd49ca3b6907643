import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPromoCode } from '@hajz/contracts/admin-money';
import type { StaffAccess } from '@hajz/contracts/staff';
import { ApiError } from '~/lib/api-client';
import { renderAdmin } from '~/admin-kit/testing';
import * as api from '../api';
import { PromoCodesScreen, promoState } from './promo-codes-screen';

vi.mock('../api');

const owner: StaffAccess = { user_id: 1, role: 'owner', branch_ids: 'all', resource_id: null };
const promo: AdminPromoCode = {
  id: 7,
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  min_subtotal: 0,
  max_discount: 2500,
  starts_at: null,
  ends_at: null,
  usage_limit: 100,
  per_customer_limit: 1,
  first_order_only: true,
  product_ids: [],
  category_ids: [],
  active: true,
  uses: 3,
  created_at: '2026-11-01T10:00:00.000Z',
};
const choices = { services: [{ id: 4, name: 'Massage' }], categories: [{ id: 2, name: 'Spa' }] };

describe('promo codes for the owner', () => {
  it('lists each code with its rules and uses', async () => {
    vi.mocked(api.fetchPromoCodes).mockResolvedValue({ promo_codes: [promo], ...choices });
    await renderAdmin(<PromoCodesScreen />, { path: '/admin/promo-codes', staff: owner });
    const item = await screen.findByTestId('promo-code');
    expect(item.textContent).toContain('WELCOME10');
    expect(item.textContent).toContain(
      '10% off · at most 25.00\u00a0SAR · First order only · 1 per customer',
    );
    expect(within(item).getByTestId('promo-uses').textContent).toBe('Used 3 of 100 times');
  });

  it('says what is wrong next to each field, then sends SAR as exact halalas and the last day as the next midnight', async () => {
    vi.mocked(api.fetchPromoCodes).mockResolvedValue({ promo_codes: [], ...choices });
    vi.mocked(api.savePromoCode).mockResolvedValue({
      data: { promo_code: { ...promo, id: 8, code: 'EID', kind: 'fixed', value: 1999, uses: 0 } },
      message: 'Saved',
    });
    await renderAdmin(<PromoCodesScreen />, { path: '/admin/promo-codes', staff: owner });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New promo code' }));
    await user.type(screen.getByLabelText('Code'), 'e');
    await user.type(screen.getByLabelText('Percentage off (1 to 100)'), '150');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    const errors = screen.getAllByTestId('field-error').map((e) => e.textContent);
    expect(errors).toEqual(['Use 2 to 32 letters, digits, - or _', 'Enter a whole percentage from 1 to 100']);
    expect(api.savePromoCode).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Code'), 'id');
    await user.selectOptions(screen.getByLabelText('Discount type'), 'fixed');
    const value = screen.getByLabelText('Amount off (SAR)');
    await user.clear(value);
    await user.type(value, '19.99');
    await user.type(screen.getByLabelText('Minimum cart total'), '٥٠');
    await user.type(screen.getByLabelText('Last day'), '2026-12-31');
    await user.click(screen.getByLabelText('Spa'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.savePromoCode).toHaveBeenCalledWith('en', null, {
      code: 'EID',
      kind: 'fixed',
      value: 1999,
      min_subtotal: 5000,
      max_discount: null,
      starts_at: null,
      ends_at: '2027-01-01T00:00:00+03:00',
      usage_limit: null,
      per_customer_limit: null,
      first_order_only: false,
      product_ids: [],
      category_ids: [2],
      active: true,
    });
    expect((await screen.findByRole('status')).textContent).toBe('Saved');
    expect(screen.getByTestId('promo-code').textContent).toContain('EID');
  });

  it("puts the server's per-field errors on the fields", async () => {
    vi.mocked(api.fetchPromoCodes).mockResolvedValue({ promo_codes: [promo], ...choices });
    vi.mocked(api.savePromoCode).mockRejectedValue(
      new ApiError(422, {
        status: false,
        message: 'Some fields are not valid',
        errors: { code: ['Another promo code already uses this code'] },
      } as never),
    );
    await renderAdmin(<PromoCodesScreen />, { path: '/admin/promo-codes', staff: owner });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit WELCOME10' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByTestId('field-error')).map((e) => e.textContent)).toEqual([
      'Another promo code already uses this code',
    ]);
    expect(screen.getByRole('alert').textContent).toBe('Some fields are not valid');
  });
});

describe('a code’s state in the list', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const at = (starts_at: string | null, ends_at: string | null, active = true) => ({
    active,
    starts_at,
    ends_at,
  });
  it('says switched off, not yet, no longer, or active', () => {
    expect(promoState(at(null, null, false), now)).toBe('inactive');
    expect(promoState(at('2026-12-01T00:00:00Z', null), now)).toBe('scheduled');
    expect(promoState(at(null, '2026-04-01T21:00:00Z'), now)).toBe('ended');
    expect(promoState(at('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'), now)).toBe('active');
    expect(promoState(at(null, null), now)).toBe('active');
  });
});
