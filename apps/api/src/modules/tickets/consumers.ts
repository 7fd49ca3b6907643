/**
 * What a customer hears when the business answers their ticket (`ticket.replied`, outbox consumers listed in
 * app.ts), in the language they wrote in: a notification in their centre (and from there web push) and an SMS with
 * a link to the ticket. A guest's contact message has no account: the SMS carries the answer itself.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supportTicketMessages, supportTickets, users } from '../../db/schema.ts';
import { format } from '../../i18n/messages.ts';
import type { Messenger } from '../messaging/index.ts';
import { localized } from '../../lib/localized.ts';
import type { Consumer } from '../../outbox/outbox.ts';
import { recordAndPublish } from '../notifications/index.ts';
import { localeOf } from '../notifications/index.ts';
import { loadBusiness } from '../settings/index.ts';
import { withoutLinks } from '@hajz/contracts/message-rules';

/** The ticket on its page (which opens it from `?ticket=`), in the customer's language. */
export const ticketLink = (origin: string, locale: string, ticketId: number) =>
  `${origin}${locale === 'ar' ? '/ar' : ''}/dashboard/tickets?ticket=${ticketId}`;

/** An answer sent whole by SMS to a guest, cut to a length a few text messages carry. */
const smsAnswerMax = 300;

async function replyFacts(db: Db, ticketId: number, messageId: number) {
  const [row] = await db
    .select({ ticket: supportTickets, mobile: users.mobileNumber })
    .from(supportTickets)
    .leftJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(supportTickets.id, ticketId));
  if (!row) return null;
  const [message] = await db
    .select({ body: supportTicketMessages.body })
    .from(supportTicketMessages)
    .where(eq(supportTicketMessages.id, messageId));
  return { ...row, body: message?.body ?? '', locale: localeOf(row.ticket.locale) };
}

export function ticketNotificationsConsumer(db: Db): Consumer {
  return {
    name: 'ticket-notifications',
    events: ['ticket.replied'],
    handle: async (event, { publish }) => {
      const facts = await replyFacts(db, Number(event.payload.ticket_id), Number(event.payload.message_id));
      if (!facts?.ticket.userId) return;
      await recordAndPublish(db, publish, {
        userId: facts.ticket.userId,
        kind: 'ticket_reply',
        params: { ticket_id: facts.ticket.id, subject: facts.ticket.subject },
        locale: facts.locale,
        orderId: facts.ticket.orderId,
        eventId: event.id,
      });
    },
  };
}

export const ticketSmsConsumer = (deps: { db: Db; messenger: Messenger; origin: string }): Consumer => ({
  name: 'ticket-sms',
  events: ['ticket.replied'],
  handle: async (event) => {
    const facts = await replyFacts(
      deps.db,
      Number(event.payload.ticket_id),
      Number(event.payload.message_id),
    );
    if (!facts) return;
    const guest = facts.ticket.userId === null;
    const to = guest ? facts.ticket.guestMobile : facts.mobile;
    // A deleted account has no number any more; a guest's answer that is only a picture cannot go by SMS.
    if (!to || (guest && !facts.body)) return;
    const { locale } = facts;
    const business = localized(await loadBusiness(deps.db), 'name', locale);
    const answer =
      facts.body.length > smsAnswerMax ? `${facts.body.slice(0, smsAnswerMax - 1)}…` : facts.body;
    const link = ticketLink(deps.origin, locale, facts.ticket.id);
    // A guest has no account to read the answer in: its text goes by SMS (the business's words, never a customer's).
    await deps.messenger.send({
      kind: 'ticket_answered',
      to,
      locale,
      key: `event-${event.id}`,
      orderId: facts.ticket.orderId,
      userId: facts.ticket.userId,
      // The subject is the customer's words: no link of theirs goes out in our name (ADR 0057).
      params: { business, subject: withoutLinks(facts.ticket.subject), link },
      ...(guest ? { smsBody: format(locale, 'tickets.sms_guest_reply', { business, message: answer }) } : {}),
    });
  },
});
