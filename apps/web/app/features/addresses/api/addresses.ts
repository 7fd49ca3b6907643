import type { Address } from '@hajz/contracts/addresses';
import type { Locale } from '@hajz/contracts/locale';
import { browserApi } from '~/lib/browser-api';

/** What POST/PUT addresses take (spec §7): every field of spec §3 but the id, `is_preferred` as 0/1. */
export type AddressInput = Omit<Address, 'id' | 'is_preferred'> & { is_preferred?: 0 | 1 };

/** Spec §7 GET addresses ("array, or data, or data.data"). Quiet: the list shows its own error line. */
export async function fetchAddresses(locale: Locale): Promise<Address[]> {
  const envelope = await browserApi(locale, { quiet: true }).get<unknown>('/addresses');
  const data = envelope.data as unknown;
  if (Array.isArray(data)) return data as Address[];
  const inner = (data as { data?: unknown } | undefined)?.data;
  if (Array.isArray(inner)) return inner as Address[];
  throw new Error('invalid addresses response');
}

/** POST addresses: 201 new, 200 when the same place was saved before (the saved one). Quiet: the caller toasts. */
export async function createAddress(locale: Locale, body: AddressInput): Promise<Address> {
  const envelope = await browserApi(locale, { quiet: true }).request<{ address: Address }>('/addresses', {
    method: 'POST',
    body,
  });
  return envelope.data!.address;
}

/** PUT addresses/{id}; `is_preferred: 1` makes it the preferred one. Quiet: the caller toasts. */
export async function updateAddress(locale: Locale, id: number, body: AddressInput): Promise<Address> {
  const envelope = await browserApi(locale, { quiet: true }).request<{ address: Address }>(
    `/addresses/${id}`,
    { method: 'PUT', body },
  );
  return envelope.data!.address;
}

export async function deleteAddress(locale: Locale, id: number): Promise<void> {
  await browserApi(locale, { quiet: true }).request(`/addresses/${id}`, { method: 'DELETE' });
}

/** The body that saves `address` again unchanged but for its preferred flag. */
export const inputOf = (address: Address, isPreferred: 0 | 1): AddressInput => ({
  title: address.title,
  full_address: address.full_address,
  description: address.description,
  building_number: address.building_number,
  street_name: address.street_name,
  city_name: address.city_name,
  neighborhood: address.neighborhood,
  latitude: address.latitude,
  longitude: address.longitude,
  is_preferred: isPreferred,
});
