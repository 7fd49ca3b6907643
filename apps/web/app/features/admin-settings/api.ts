/** The booking settings screen's calls (issue 17 item 2): read and save, the owner's alone. */
import type { Locale } from '@hajz/contracts/locale';
import type { BookingSettings } from '@hajz/contracts/schedules';
import { browserApi } from '~/lib/browser-api';

export const fetchBookingSettings = async (locale: Locale) =>
  (await browserApi(locale, { quiet: true }).get<{ settings: BookingSettings }>('/admin/settings/booking'))
    .data!.settings;

export async function saveBookingSettings(locale: Locale, body: BookingSettings) {
  const envelope = await browserApi(locale, { quiet: true }).request<{ settings: BookingSettings }>(
    '/admin/settings/booking',
    { method: 'PUT', body },
  );
  return { settings: envelope.data!.settings, message: envelope.message };
}
