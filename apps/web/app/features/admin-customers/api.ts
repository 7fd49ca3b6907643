import type { Locale } from '@hajz/contracts/locale';
import type { AdminCustomerProfile, AdminCustomerRow, CustomerNote } from '@hajz/contracts/back-office';
import { adminGet, adminPost } from '~/admin-kit/api';

export type CustomersPage = { customers: AdminCustomerRow[]; page: number; has_more: boolean };

export const fetchCustomers = (locale: Locale, q: string, page: number) =>
  adminGet<CustomersPage>(locale, '/admin/customers', {
    q: q || undefined,
    page: page > 1 ? page : undefined,
  });

export const fetchCustomer = (locale: Locale, id: number) =>
  adminGet<AdminCustomerProfile>(locale, `/admin/customers/${id}`);

export const addNote = (locale: Locale, id: number, body: string) =>
  adminPost<CustomerNote>(locale, `/admin/customers/${id}/notes`, { body });
