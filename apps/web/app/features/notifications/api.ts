import type { Locale } from '@hajz/contracts/locale';
import { browserApi } from '~/lib/browser-api';

/** GET notifications?page. Quiet: the page shows its own error state; the caller validates the shape. */
export async function fetchNotificationsPage(locale: Locale, page: number): Promise<unknown> {
  const envelope = await browserApi(locale, { quiet: true }).get<unknown>('/notifications', {
    query: { page },
  });
  return envelope.data;
}

/** Marks one read; answers the new unread count. */
export async function markNotificationRead(locale: Locale, id: number): Promise<number | null> {
  const envelope = await browserApi(locale, { quiet: true }).request<{ unread_count: number }>(
    `/notifications/${id}/read`,
    { method: 'POST' },
  );
  return envelope.data?.unread_count ?? null;
}

export async function markAllNotificationsRead(locale: Locale): Promise<void> {
  await browserApi(locale).request('/notifications/read-all', { method: 'POST' });
}
