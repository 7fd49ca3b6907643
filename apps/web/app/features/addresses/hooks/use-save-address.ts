import { useState } from 'react';
import type { Address } from '@hajz/contracts/addresses';
import type { DetectedAddress } from '@hajz/contracts/maps';
import type { Locale } from '@hajz/contracts/locale';
import { ApiError } from '~/lib/api-client';
import { toast } from '~/lib/toast-store';
import { createAddress, updateAddress, type AddressInput } from '../api/addresses';
import { useAddresses } from '../store';

export type FieldErrors = Record<string, string[]>;

/** POST (new) or PUT (edit) addresses; the server's 422 field errors come back for the form to show. */
export function useSaveAddress(locale: Locale, editing: Address | undefined, failedText: string) {
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function save(title: string, detected: DetectedAddress): Promise<Address | null> {
    const body: AddressInput = {
      title: title.trim(),
      full_address: detected.full_address,
      description: editing?.description ?? '',
      building_number: detected.building_number,
      street_name: detected.street_name,
      city_name: detected.city_name,
      neighborhood: detected.neighborhood,
      latitude: detected.latitude,
      longitude: detected.longitude,
      ...(editing ? { is_preferred: editing.is_preferred } : {}),
    };
    setSaving(true);
    setErrors({});
    try {
      const saved = editing
        ? await updateAddress(locale, editing.id, body)
        : await createAddress(locale, body);
      useAddresses.getState().put(saved);
      return saved;
    } catch (error) {
      toast(failedText, 'error');
      if (error instanceof ApiError && error.status === 422) setErrors(error.envelope.errors ?? {});
      return null;
    } finally {
      setSaving(false);
    }
  }

  return { save, saving, errors };
}
