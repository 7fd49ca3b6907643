import type { Locale } from '@hajz/contracts/locale';
import type { TicketThread } from '@hajz/contracts/tickets';
import { browserApi } from '~/lib/browser-api';

/** GET tickets?page. Quiet: the page shows its own error state; the caller validates the shape. */
export async function fetchTicketsPage(locale: Locale, page: number): Promise<unknown> {
  return (await browserApi(locale, { quiet: true }).get<unknown>('/tickets', { query: { page } })).data;
}

/** GET tickets/{id}: the thread; opening it marks the business's replies read. */
export async function fetchTicket(locale: Locale, id: number): Promise<unknown> {
  return (await browserApi(locale, { quiet: true }).get<unknown>(`/tickets/${id}`)).data;
}

/** POST tickets (a form: subject, category, order_id?, message, image?). Errors are the caller's to show. */
export async function createTicket(
  locale: Locale,
  form: FormData,
): Promise<{ thread: TicketThread; message: string }> {
  const envelope = await browserApi(locale, { quiet: true }).request<TicketThread>('/tickets', {
    method: 'POST',
    body: form,
  });
  return { thread: envelope.data!, message: envelope.message };
}

/** POST tickets/{id}/messages (a form: message?, image?). */
export async function replyToTicket(locale: Locale, id: number, form: FormData): Promise<TicketThread> {
  const envelope = await browserApi(locale, { quiet: true }).request<TicketThread>(
    `/tickets/${id}/messages`,
    {
      method: 'POST',
      body: form,
    },
  );
  return envelope.data!;
}

export type BookingChoice = { id: number; order_number: string; date: string; branch_name: string };

/** The customer's latest bookings (GET orders, first page), for "which booking is it about". */
export async function fetchBookingChoices(locale: Locale): Promise<BookingChoice[]> {
  const envelope = await browserApi(locale, { quiet: true }).get<{ orders?: unknown[] }>('/orders', {
    query: { page: 1 },
  });
  return (envelope.data?.orders ?? []).flatMap((o) => {
    const order = o as Partial<BookingChoice>;
    return typeof order.id === 'number' && typeof order.order_number === 'string'
      ? [
          {
            id: order.id,
            order_number: order.order_number,
            date: typeof order.date === 'string' ? order.date : '',
            branch_name: typeof order.branch_name === 'string' ? order.branch_name : '',
          },
        ]
      : [];
  });
}

/** One booking by id (a link from the booking's details may name one beyond the first page). */
export async function fetchBookingChoice(locale: Locale, id: number): Promise<BookingChoice | null> {
  try {
    const data = (await browserApi(locale, { quiet: true }).get<Partial<BookingChoice>>(`/orders/${id}`))
      .data;
    return data && typeof data.id === 'number' && typeof data.order_number === 'string'
      ? {
          id: data.id,
          order_number: data.order_number,
          date: data.date ?? '',
          branch_name: data.branch_name ?? '',
        }
      : null;
  } catch {
    return null;
  }
}
