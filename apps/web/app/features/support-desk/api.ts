import type { Locale } from '@hajz/contracts/locale';
import type { StaffTicketThread } from '@hajz/contracts/tickets';
import { browserApi } from '~/lib/browser-api';

export type DeskFilters = { status: string; branch: string; unread: boolean };

/** GET admin/tickets with the desk's filters. Quiet: the screen shows its own error state. */
export async function fetchDeskTickets(locale: Locale, page: number, f: DeskFilters): Promise<unknown> {
  const envelope = await browserApi(locale, { quiet: true }).get<unknown>('/admin/tickets', {
    query: {
      page,
      status: f.status || undefined,
      branch: f.branch || undefined,
      unread: f.unread ? '1' : undefined,
    },
  });
  return envelope.data;
}

/** GET admin/tickets/{id}: reading it marks the customer's messages read for the desk. */
export async function fetchDeskTicket(locale: Locale, id: number): Promise<unknown> {
  return (await browserApi(locale, { quiet: true }).get<unknown>(`/admin/tickets/${id}`)).data;
}

/** POST admin/tickets/{id}/messages (a form: message?, image?). */
export async function replyAsDesk(locale: Locale, id: number, form: FormData): Promise<StaffTicketThread> {
  const envelope = await browserApi(locale, { quiet: true }).request<StaffTicketThread>(
    `/admin/tickets/${id}/messages`,
    { method: 'POST', body: form },
  );
  return envelope.data!;
}

/** POST admin/tickets/{id}/resolve or reopen; the server's words come back for a toast. */
export async function setDeskTicketStatus(
  locale: Locale,
  id: number,
  action: 'resolve' | 'reopen',
): Promise<{ thread: StaffTicketThread; message: string }> {
  const envelope = await browserApi(locale, { quiet: true }).request<StaffTicketThread>(
    `/admin/tickets/${id}/${action}`,
    { method: 'POST' },
  );
  return { thread: envelope.data!, message: envelope.message };
}
