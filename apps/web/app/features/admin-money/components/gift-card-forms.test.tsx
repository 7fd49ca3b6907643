import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminGiftCardDetails } from '@hajz/contracts/admin-gift-cards';
import type { StaffAccess } from '@hajz/contracts/staff';
import { ApiError } from '~/lib/api-client';
import { renderAdmin } from '~/admin-kit/testing';
import * as api from '../api';
import { AdjustGiftCardForm } from './gift-card-forms';

vi.mock('../api');

const owner: StaffAccess = { user_id: 1, role: 'owner', branch_ids: 'all', resource_id: null };
const details: AdminGiftCardDetails = {
  gift_card: {
    id: 5,
    serial_number: 'K7QX-2M9P-HT4W',
    holder_id: 3,
    holder_name: 'Reem Alharbi',
    holder_mobile: '966500000103',
    group_name: 'Gift card',
    value: 20000,
    balance: 8000,
    expires_at: '2030-12-31T23:59:59+03:00',
    status: 'Not Used',
    voided: false,
    revoked: false,
    order_number: null,
    created_at: '2026-11-01T10:00:00.000Z',
  },
  entries: [],
};

describe('adjusting a gift card', () => {
  it('takes value off as a negative amount in exact halalas, with the reason and a retry key', async () => {
    vi.mocked(api.adjustGiftCard).mockResolvedValue({ data: details, message: 'Balance adjusted' });
    const done = vi.fn();
    await renderAdmin(<AdjustGiftCardForm card={details.gift_card} onDone={done} />, { staff: owner });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Adjust the balance' }));
    expect(screen.getAllByTestId('field-error').map((e) => e.textContent)).toEqual([
      'Enter an amount above 0 in SAR, for example 12.50',
      'Give a reason of 3 to 500 characters',
    ]);
    await user.click(screen.getByLabelText('Take value off'));
    await user.type(screen.getByLabelText('Amount'), '0.29');
    await user.type(screen.getByLabelText('Reason'), 'Typed too much');
    await user.click(screen.getByRole('button', { name: 'Adjust the balance' }));
    expect(api.adjustGiftCard).toHaveBeenCalledWith(
      'en',
      5,
      { amount: -29, reason: 'Typed too much' },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    expect(done).toHaveBeenCalledWith(details, 'Balance adjusted');
  });

  it("shows the server's refusal on the amount (the balance cannot go below 0), in Arabic", async () => {
    vi.mocked(api.adjustGiftCard).mockRejectedValue(
      new ApiError(422, {
        status: false,
        message: 'بعض الحقول غير صحيحة',
        errors: { amount: ['رصيد البطاقة أقل من هذا: لا يمكن أن يقل رصيدها عن 0'] },
      } as never),
    );
    await renderAdmin(<AdjustGiftCardForm card={details.gift_card} onDone={vi.fn()} />, {
      staff: owner,
      locale: 'ar',
    });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('خصم رصيد'));
    await user.type(screen.getByLabelText('المبلغ'), '٩٠');
    await user.type(screen.getByLabelText('السبب'), 'تصحيح');
    await user.click(screen.getByRole('button', { name: 'تعديل الرصيد' }));
    expect(api.adjustGiftCard).toHaveBeenCalledWith(
      'ar',
      5,
      { amount: -9000, reason: 'تصحيح' },
      expect.any(String),
    );
    expect((await screen.findAllByTestId('field-error')).map((e) => e.textContent)).toEqual([
      'رصيد البطاقة أقل من هذا: لا يمكن أن يقل رصيدها عن 0',
    ]);
    expect(screen.getByLabelText('المبلغ').getAttribute('aria-invalid')).toBe('true');
  });
});
