/** Fixtures for the tickets tests (test-only: nothing in the app imports this file). */
import type { TicketMessage, TicketsResponse, TicketSummary, TicketThread } from '@hajz/contracts/tickets';

export function summary(over: Partial<TicketSummary> = {}): TicketSummary {
  return {
    id: 41,
    subject: 'Parking at Olaya',
    category: 'booking',
    status: 'awaiting_customer',
    order: { id: 5, order_number: 'HZ000105' },
    branch: { id: 1, name: 'Olaya' },
    unread_count: 2,
    last_message: 'Yes, behind the branch.',
    last_message_at: '2031-03-05T10:00:00+03:00',
    created_at: '2031-03-05T09:00:00+03:00',
    ...over,
  };
}

export function ticketsPage(tickets: TicketSummary[], unread = 2): TicketsResponse {
  return {
    tickets,
    unread_count: unread,
    pagination_options: {
      current_page: 1,
      last_page: 1,
      per_page: 15,
      total: tickets.length,
      next_page_url: null,
      prev_page_url: null,
    },
  };
}

export function message(over: Partial<TicketMessage> = {}): TicketMessage {
  return {
    id: 1,
    side: 'customer',
    author_name: 'Noura Ali',
    body: 'Is there parking?',
    attachments: [],
    created_at: '2031-03-05T09:00:00+03:00',
    ...over,
  };
}

export function thread(over: Partial<TicketThread> = {}): TicketThread {
  return {
    ticket: summary({ unread_count: 0 }),
    messages: [
      message(),
      message({
        id: 2,
        side: 'staff',
        author_name: 'Yousef',
        body: 'Yes, behind the branch.',
        created_at: '2031-03-05T10:00:00+03:00',
        attachments: [
          {
            key: 'a'.repeat(32),
            url: `/api/v1/tickets/41/attachments/${'a'.repeat(32)}`,
            content_type: 'image/webp',
            width: 800,
            height: 600,
          },
        ],
      }),
    ],
    ...over,
  };
}
