/**
 * Reads of support tickets (issue 16 item 7): a page of tickets with each side's unread count, and a thread with
 * its pictures. Who may see which tickets is decided by the caller's `where` (a customer's own, or the staff's
 * scope from access.ts).
 */
import type { Locale } from '@hajz/contracts/locale';
import type {
  StaffTicketSummary,
  TicketCategory,
  TicketMessage,
  TicketSide,
  TicketStatus,
  TicketSummary,
} from '@hajz/contracts/tickets';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  branches,
  orders,
  supportTicketAttachments,
  supportTicketMessages,
  supportTickets,
  users,
} from '../../db/schema.ts';
import { isoWithOffset } from '../../lib/zoned-time.ts';
import { nationalPart } from '../../lib/phone.ts';

export type TicketRow = typeof supportTickets.$inferSelect;
const t = supportTickets;
const m = supportTicketMessages;

/** Messages of the other side above this side's marker. */
export const unreadFor = (side: TicketSide) =>
  side === 'customer'
    ? sql<number>`(select count(*) from ${m} where ${m.ticketId} = ${t.id} and ${m.side} = 'staff' and ${m.id} > ${t.customerReadId})::int`
    : sql<number>`(select count(*) from ${m} where ${m.ticketId} = ${t.id} and ${m.side} = 'customer' and ${m.id} > ${t.staffReadId})::int`;

const lastMessage = sql<string>`coalesce((select ${m.body} from ${m} where ${m.ticketId} = ${t.id} order by ${m.id} desc limit 1), '')`;

const summaryColumns = (side: TicketSide) => ({
  ticket: t,
  orderNumber: orders.orderNumber,
  branchEn: branches.nameEn,
  branchAr: branches.nameAr,
  unread: unreadFor(side),
  last: lastMessage,
  firstName: users.firstName,
  lastName: users.lastName,
  mobile: users.mobileNumber,
});
type SummaryRow = {
  ticket: TicketRow;
  orderNumber: string | null;
  branchEn: string | null;
  branchAr: string | null;
  unread: number;
  last: string;
  firstName: string | null;
  lastName: string | null;
  mobile: string | null;
};

const summaries = (db: Db, side: TicketSide) =>
  db
    .select(summaryColumns(side))
    .from(t)
    .leftJoin(orders, eq(orders.id, t.orderId))
    .leftJoin(branches, eq(branches.id, t.branchId))
    .leftJoin(users, eq(users.id, t.userId));

function toSummary(row: SummaryRow, locale: Locale, timeZone: string): TicketSummary {
  const { ticket } = row;
  return {
    id: ticket.id,
    subject: ticket.subject,
    category: ticket.category as TicketCategory,
    status: ticket.status as TicketStatus,
    order: ticket.orderId && row.orderNumber ? { id: ticket.orderId, order_number: row.orderNumber } : null,
    branch:
      ticket.branchId && row.branchEn
        ? { id: ticket.branchId, name: locale === 'ar' ? row.branchAr! : row.branchEn }
        : null,
    unread_count: Number(row.unread),
    last_message: row.last,
    last_message_at: isoWithOffset(ticket.lastMessageAt.getTime(), timeZone),
    created_at: isoWithOffset(ticket.createdAt.getTime(), timeZone),
  };
}

function toStaffSummary(row: SummaryRow, locale: Locale, timeZone: string): StaffTicketSummary {
  const guest = row.ticket.userId === null;
  const mobile = guest ? row.ticket.guestMobile : row.mobile;
  return {
    ...toSummary(row, locale, timeZone),
    customer: {
      user_id: row.ticket.userId,
      name: guest
        ? (row.ticket.guestName ?? '')
        : [row.firstName, row.lastName].filter(Boolean).join(' ').trim(),
      mobile_number: mobile ? nationalPart(mobile) : '',
      guest,
    },
  };
}

export type Page = { page: number; perPage: number; url: (page: number) => string };

async function pageOf<S>(
  db: Db,
  side: TicketSide,
  where: SQL | undefined,
  page: Page,
  map: (row: SummaryRow) => S,
) {
  const [rows, [total], [unread]] = await Promise.all([
    summaries(db, side)
      .where(where)
      .orderBy(desc(t.lastMessageAt), desc(t.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(t).where(where),
    db
      .select({ n: sql<number>`coalesce(sum(${unreadFor(side)}), 0)::int` })
      .from(t)
      .where(where),
  ]);
  const all = Number(total?.n ?? 0);
  const lastPage = Math.max(1, Math.ceil(all / page.perPage));
  return {
    tickets: rows.map(map),
    unread_count: Number(unread?.n ?? 0),
    pagination_options: {
      current_page: page.page,
      last_page: lastPage,
      per_page: page.perPage,
      total: all,
      next_page_url: page.page < lastPage ? page.url(page.page + 1) : null,
      prev_page_url: page.page > 1 ? page.url(Math.min(page.page - 1, lastPage)) : null,
    },
  };
}

export const customerTicketsPage = (db: Db, userId: number, page: Page, locale: Locale, timeZone: string) =>
  pageOf(db, 'customer', eq(t.userId, userId), page, (row) => toSummary(row, locale, timeZone));

export const staffTicketsPage = (
  db: Db,
  where: SQL | undefined,
  page: Page,
  locale: Locale,
  timeZone: string,
) => pageOf(db, 'staff', where, page, (row) => toStaffSummary(row, locale, timeZone));

/** Unread messages of the business over all of a customer's tickets (the dashboard's badge). */
export async function customerUnreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${unreadFor('customer')}), 0)::int` })
    .from(t)
    .where(eq(t.userId, userId));
  return Number(row?.n ?? 0);
}

export async function ticketSummary(
  db: Db,
  id: number,
  side: 'customer',
  locale: Locale,
  tz: string,
): Promise<TicketSummary | null>;
export async function ticketSummary(
  db: Db,
  id: number,
  side: 'staff',
  locale: Locale,
  tz: string,
): Promise<StaffTicketSummary | null>;
export async function ticketSummary(db: Db, id: number, side: TicketSide, locale: Locale, tz: string) {
  const [row] = await summaries(db, side).where(eq(t.id, id));
  if (!row) return null;
  return side === 'customer' ? toSummary(row, locale, tz) : toStaffSummary(row, locale, tz);
}

/** A thread's messages, oldest first, with their pictures' addresses for `side`. */
export async function threadMessages(
  db: Db,
  ticket: TicketRow,
  side: TicketSide,
  timeZone: string,
): Promise<TicketMessage[]> {
  const rows = await db
    .select({ message: m, firstName: users.firstName, lastName: users.lastName })
    .from(m)
    .leftJoin(users, eq(users.id, m.authorId))
    .where(eq(m.ticketId, ticket.id))
    .orderBy(asc(m.id));
  const attachments = rows.length
    ? await db
        .select({
          messageId: supportTicketAttachments.messageId,
          key: supportTicketAttachments.key,
          contentType: supportTicketAttachments.contentType,
          width: supportTicketAttachments.width,
          height: supportTicketAttachments.height,
        })
        .from(supportTicketAttachments)
        .where(
          inArray(
            supportTicketAttachments.messageId,
            rows.map((r) => r.message.id),
          ),
        )
        .orderBy(asc(supportTicketAttachments.id))
    : [];
  const base = side === 'customer' ? `/api/v1/tickets/${ticket.id}` : `/api/v1/admin/tickets/${ticket.id}`;
  return rows.map(({ message, firstName, lastName }) => ({
    id: message.id,
    side: message.side as TicketSide,
    author_name:
      message.side === 'staff'
        ? (firstName ?? '')
        : ticket.userId === null
          ? (ticket.guestName ?? '')
          : [firstName, lastName].filter(Boolean).join(' ').trim(),
    body: message.body,
    attachments: attachments
      .filter((a) => a.messageId === message.id)
      .map((a) => ({
        key: a.key,
        url: `${base}/attachments/${a.key}`,
        content_type: a.contentType,
        width: a.width,
        height: a.height,
      })),
    created_at: isoWithOffset(message.createdAt.getTime(), timeZone),
  }));
}

/** A picture of this ticket, by its key (the caller has checked who may see the ticket). */
export async function findAttachment(db: Db, ticketId: number, key: string) {
  const [row] = await db
    .select({ contentType: supportTicketAttachments.contentType, data: supportTicketAttachments.data })
    .from(supportTicketAttachments)
    .where(and(eq(supportTicketAttachments.ticketId, ticketId), eq(supportTicketAttachments.key, key)));
  return row ?? null;
}

export async function findTicket(db: Db, id: number, where?: SQL): Promise<TicketRow | null> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), where));
  return row ?? null;
}
