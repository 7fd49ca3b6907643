/**
 * Writes of support tickets (issue 16 item 7, ADR 0029). Every message is added under its ticket's row lock, so a
 * ticket's message ids rise in commit order and the per-side read markers (the last message id a side has seen)
 * are exact. A staff reply publishes `ticket.replied` in its transaction (the notification and the SMS follow from
 * the outbox) and, like every staff write, is audited in the same transaction.
 */
import { ticketRules, type TicketStatus } from '@hajz/contracts/tickets';
import { and, count, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supportTicketAttachments, supportTicketMessages, supportTickets, users } from '../../db/schema.ts';
import { takeMessageSlot } from '../message-caps/index.ts';
import { transaction } from '../../db/transaction.ts';
import type { StoredImage } from '../../lib/image-upload.ts';
import type { Publish } from '../../outbox/outbox.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { recordAudit } from '../staff/index.ts';
import type { TicketRow } from './queries.ts';

const t = supportTickets;

/** The ticket, locked for this transaction; null when there is none (or not within `where`). */
async function lockTicket(tx: Db, id: number, userId?: number): Promise<TicketRow | null> {
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.id, id), userId === undefined ? undefined : eq(t.userId, userId)))
    .for('update');
  return row ?? null;
}

async function addMessage(
  tx: Db,
  ticketId: number,
  side: 'customer' | 'staff',
  authorId: number | null,
  body: string,
  image?: StoredImage,
): Promise<number> {
  const [message] = await tx
    .insert(supportTicketMessages)
    .values({ ticketId, side, authorId, body })
    .returning({ id: supportTicketMessages.id });
  if (image)
    await tx.insert(supportTicketAttachments).values({
      ticketId,
      messageId: message!.id,
      key: image.key,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      data: image.data,
    });
  return message!.id;
}

export type NewTicket = {
  userId: number;
  subject: string;
  category: string;
  /** The customer's own order (the caller checked it) and its branch. */
  order: { id: number; branchId: number | null } | null;
  message: string;
  locale: string;
  image?: StoredImage;
};

export async function createTicket(db: Db, input: NewTicket): Promise<TicketRow> {
  return transaction(db, async (tx) => {
    const [ticket] = await tx
      .insert(t)
      .values({
        userId: input.userId,
        subject: input.subject,
        category: input.category,
        orderId: input.order?.id ?? null,
        branchId: input.order?.branchId ?? null,
        locale: input.locale,
      })
      .returning();
    const id = await addMessage(tx, ticket!.id, 'customer', input.userId, input.message, input.image);
    const [row] = await tx.update(t).set({ customerReadId: id }).where(eq(t.id, ticket!.id)).returning();
    return row!;
  });
}

/** Replying means having read the thread: the customer's marker moves to their own message; the ticket is open. */
export async function replyAsCustomer(
  db: Db,
  userId: number,
  ticketId: number,
  body: string,
  image?: StoredImage,
): Promise<TicketRow> {
  return transaction(db, async (tx) => {
    const ticket = await lockTicket(tx, ticketId, userId);
    if (!ticket) throw notFound('tickets.not_found');
    const id = await addMessage(tx, ticket.id, 'customer', userId, body, image);
    const [row] = await tx
      .update(t)
      .set({ status: 'open', customerReadId: id, lastMessageAt: sql`now()` })
      .where(eq(t.id, ticket.id))
      .returning();
    return row!;
  });
}

/** Who acts at the desk: `authorize` throws (403) for a ticket they do not reach. */
export type TicketDesk = { userId: number; authorize: (ticket: TicketRow) => void };

export async function replyAsStaff(
  db: Db,
  publish: Publish,
  desk: TicketDesk,
  ticketId: number,
  body: string,
  image?: StoredImage,
): Promise<TicketRow> {
  return transaction(db, async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (!ticket) throw notFound('tickets.not_found');
    desk.authorize(ticket);
    // The answer is texted to the customer (or the guest): one of the messages capped per number per day (ADR 0057).
    const to = ticket.userId
      ? (await tx.select({ mobile: users.mobileNumber }).from(users).where(eq(users.id, ticket.userId)))[0]
          ?.mobile
      : ticket.guestMobile;
    if (to) await takeMessageSlot(tx, { mobile: to, kind: 'ticket_reply', now: new Date() });
    const id = await addMessage(tx, ticket.id, 'staff', desk.userId, body, image);
    const [row] = await tx
      .update(t)
      .set({ status: 'awaiting_customer', staffReadId: id, lastMessageAt: sql`now()` })
      .where(eq(t.id, ticket.id))
      .returning();
    await publish(tx, 'ticket.replied', { ticket_id: ticket.id, message_id: id, user_id: ticket.userId });
    await recordAudit(tx, {
      actorId: desk.userId,
      action: 'ticket.reply',
      entity: 'ticket',
      entityId: ticket.id,
      branchId: ticket.branchId,
      before: { status: ticket.status },
      after: { status: row!.status, message_id: id, attachment: image ? image.key : null },
    });
    return row!;
  });
}

/** Resolve or reopen; the same status again changes nothing and writes no audit entry. */
export async function setTicketStatus(
  db: Db,
  desk: TicketDesk,
  ticketId: number,
  status: Extract<TicketStatus, 'resolved' | 'open'>,
): Promise<TicketRow> {
  return transaction(db, async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (!ticket) throw notFound('tickets.not_found');
    desk.authorize(ticket);
    const unchanged = status === 'resolved' ? ticket.status === 'resolved' : ticket.status !== 'resolved';
    if (unchanged) return ticket;
    const [row] = await tx.update(t).set({ status }).where(eq(t.id, ticket.id)).returning();
    await recordAudit(tx, {
      actorId: desk.userId,
      action: status === 'resolved' ? 'ticket.resolve' : 'ticket.reopen',
      entity: 'ticket',
      entityId: ticket.id,
      branchId: ticket.branchId,
      before: { status: ticket.status },
      after: { status },
    });
    return row!;
  });
}

/**
 * Marks the thread read for `side` up to its newest message, under the ticket's lock (so no message committing
 * meanwhile is passed over), and answers the ticket as it now is. Nothing unread: nothing written.
 */
export async function markRead(db: Db, ticket: TicketRow, side: 'customer' | 'staff'): Promise<TicketRow> {
  const m = supportTicketMessages;
  const marker = (row: TicketRow) => (side === 'customer' ? row.customerReadId : row.staffReadId);
  const [unread] = await db
    .select({ id: max(m.id) })
    .from(m)
    .where(
      and(
        eq(m.ticketId, ticket.id),
        eq(m.side, side === 'customer' ? 'staff' : 'customer'),
        gt(m.id, marker(ticket)),
      ),
    );
  if (!unread?.id) return ticket;
  return transaction(db, async (tx) => {
    const locked = await lockTicket(tx, ticket.id);
    if (!locked) throw notFound('tickets.not_found');
    const [last] = await tx
      .select({ id: max(m.id) })
      .from(m)
      .where(eq(m.ticketId, ticket.id));
    if (!last?.id || last.id <= marker(locked)) return locked;
    const [row] = await tx
      .update(t)
      .set(side === 'customer' ? { customerReadId: last.id } : { staffReadId: last.id })
      .where(eq(t.id, ticket.id))
      .returning();
    return row!;
  });
}

export type GuestMessage = { name: string; mobile: string; message: string; locale: string };

/** A guest's contact message: at most `guestPerMobilePerHour` per mobile number per hour, exactly, across replicas. */
export async function createGuestTicket(db: Db, input: GuestMessage, now = new Date()): Promise<void> {
  await transaction(db, async (tx) => {
    // One writer per number at a time: the count below and the insert after it cannot interleave.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${input.mobile}`}))`);
    const since = new Date(now.getTime() - 3_600_000);
    const [recent] = await tx
      .select({ n: count() })
      .from(t)
      .where(and(eq(t.guestMobile, input.mobile), isNull(t.userId), gt(t.createdAt, since)));
    if (Number(recent?.n ?? 0) >= ticketRules.guestPerMobilePerHour)
      throw new HttpError(429, 'tickets.too_many_messages', undefined, { 'retry-after': '3600' });
    const firstLine = input.message.split('\n')[0]!.trim();
    const subject = firstLine.length > 80 ? `${firstLine.slice(0, 79)}…` : firstLine;
    const [ticket] = await tx
      .insert(t)
      .values({
        guestName: input.name,
        guestMobile: input.mobile,
        subject: subject || input.message.slice(0, 80),
        category: 'other',
        locale: input.locale,
      })
      .returning({ id: t.id });
    await addMessage(tx, ticket!.id, 'customer', null, input.message);
  });
}
