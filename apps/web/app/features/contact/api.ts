import type { Locale } from '@hajz/contracts/locale';
import { browserApi } from '~/lib/browser-api';

/** A signed-in customer's message becomes a support ticket (POST tickets): its id, to follow it. */
export async function sendAsTicket(
  locale: Locale,
  body: { subject: string; category: string; message: string },
): Promise<{ ticketId: number; message: string }> {
  const envelope = await browserApi(locale, { quiet: true }).request<{ ticket: { id: number } }>('/tickets', {
    method: 'POST',
    body,
  });
  return { ticketId: envelope.data!.ticket.id, message: envelope.message };
}

/** A guest's message with their mobile (POST contact). */
export async function sendAsGuest(
  locale: Locale,
  body: { name: string; mobile_number: string; message: string },
): Promise<string> {
  return (await browserApi(locale, { quiet: true }).request('/contact', { method: 'POST', body })).message;
}
