import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMenu, AdminProduct, AdminProductsResponse } from '@hajz/contracts/admin-catalogue';
import type { StaffAccess } from '@hajz/contracts/staff';
import { renderAdmin } from '~/admin-kit/testing';
import { ApiError } from '~/lib/api-client';
import * as api from '../api';
import { ProductForm } from './product-form';

vi.mock('../api');

const manager: StaffAccess = { user_id: 1, role: 'manager', branch_ids: [5], resource_id: null };
const menus: AdminMenu[] = [
  {
    id: 1,
    name_en: 'Services',
    name_ar: 'الخدمات',
    type: 'service',
    branch_id: null,
    sort: 0,
    categories: [
      {
        id: 10,
        menu_id: 1,
        parent_id: null,
        name_en: 'Massage',
        name_ar: 'المساج',
        image: '',
        sort: 0,
        products_count: 1,
      },
    ],
  },
];
const options: AdminProductsResponse = {
  products: [],
  branches: [
    { id: 5, name_en: 'Olaya', name_ar: 'العليا', editable: true },
    { id: 6, name_en: 'Jeddah', name_ar: 'جدة', editable: false },
  ],
  resources: [{ id: 7, branch_id: 5, name_en: 'Huda', name_ar: 'هدى' }],
  sizes: [],
};
const massage: AdminProduct = {
  id: 3,
  type: 'service',
  category_id: 10,
  name_en: 'Swedish massage',
  name_ar: 'مساج سويدي',
  description_en: 'Relaxing',
  description_ar: 'مريح',
  price: 20000,
  price_before_discount: null,
  duration: 60,
  buffer_minutes: 0,
  image: '/img/x.svg',
  branch_ids: [5, 6],
  resource_ids: [7],
  is_active: true,
  deposit_kind: 'none',
  deposit_value: 0,
  deposit_new_customers_only: false,
  deposit_peak_only: false,
  sort: 0,
};

const renderForm = (locale: 'en' | 'ar', onSaved = vi.fn()) =>
  renderAdmin(
    <ProductForm
      type="service"
      product={massage}
      menus={menus}
      options={options}
      onSaved={onSaved}
      onCancel={vi.fn()}
    />,
    { locale, path: '/admin/catalogue', staff: manager },
  );

describe('the service form', () => {
  it('shows each missing language and a bad price inline, in Arabic, and sends nothing', async () => {
    await renderForm('ar');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('الاسم بالعربية'));
    await user.clear(screen.getByLabelText('الوصف بالإنجليزية'));
    await user.clear(screen.getByLabelText('السعر (ر.س)'));
    await user.type(screen.getByLabelText('السعر (ر.س)'), '12.345');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('اكتب الاسم بالعربية')).toBeTruthy();
    expect(screen.getByText('اكتب الوصف بالإنجليزية')).toBeTruthy();
    expect(screen.getByText('أدخل السعر بالريال، مثل 150 أو 12.50')).toBeTruthy();
    expect(screen.getByLabelText('الاسم بالعربية').getAttribute('aria-invalid')).toBe('true');
    expect(vi.mocked(api.saveProduct)).not.toHaveBeenCalled();
  });

  it('sends the price as typed (the server turns it into halalas) with the links as lists', async () => {
    vi.mocked(api.saveProduct).mockResolvedValue({ data: massage, message: 'Saved' });
    const onSaved = vi.fn();
    await renderForm('en', onSaved);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Price (SAR)'));
    await user.type(screen.getByLabelText('Price (SAR)'), '215.75');
    await user.type(screen.getByLabelText('Price before discount (SAR)'), '250');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Saved'));
    const [, id, form] = vi.mocked(api.saveProduct).mock.calls[0]!;
    expect(id).toBe(3);
    expect(Object.fromEntries(form.entries())).toMatchObject({
      type: 'service',
      price: '215.75',
      price_before_discount: '250',
      // Jeddah (not this manager's) is kept as it was, without a box to untick.
      branch_ids: '6,5',
      resource_ids: '7',
      duration: '60',
      is_active: 'true',
    });
  });

  it('puts the server’s field errors under their fields', async () => {
    vi.mocked(api.saveProduct).mockRejectedValue(
      new ApiError(422, {
        status: false,
        message: 'The given data was invalid',
        errors: { resource_ids: ['Choose people or rooms of the branches it is offered at'] },
      }),
    );
    await renderForm('en');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose people or rooms of the branches it is offered at')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('The given data was invalid');
  });
});
