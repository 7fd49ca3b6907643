/**
 * Customers for the desk (issue 16 item 6): found by mobile (any spelling) or name; a customer's profile with
 * bookings, spend, points, wallet, gift cards, no-shows and the staff's own notes. A manager or receptionist sees
 * the customers who have an order at their branches, and anyone by their exact mobile number (a returning
 * customer at a new branch); an owner sees everyone.
 */
import type { AdminCustomerProfile, AdminCustomerRow } from '@hajz/contracts/back-office';
import type { Locale } from '@hajz/contracts/locale';
import type { StaffAccess } from '@hajz/contracts/staff';
import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerNotes, giftCards, ledgerAccounts, orders, users } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { normalizeSaudiMobile } from '../../lib/phone.ts';
import { HttpError } from '../../plugins/errors.ts';
import { listBookings } from '../admin-bookings/index.ts';
import { recordAudit } from '../staff/index.ts';

export const pageSize = 25;

// Correlated on "users"."id" written out: in a query on users alone, Drizzle leaves a column's table off, and a bare
// "id" inside the subquery would be the order's.
const bookingsCount = sql<number>`(select count(*)::int from orders o where o.user_id = "users"."id" and o.status in ('confirmed', 'completed'))`;
const noShows = sql<number>`(select count(*)::int from orders o where o.user_id = "users"."id" and o.no_show_at is not null)`;

/** Has an order at one of these branches. */
const orderedAt = (branchIds: number[]) =>
  sql`exists (select 1 from orders o where o.user_id = "users"."id" and o.branch_id in (${sql.join(
    (branchIds.length ? branchIds : [-1]).map((id) => sql`${id}`),
    sql`, `,
  )}))`;

const rowOf = (
  u: typeof users.$inferSelect,
  counts: { bookings: number; noShows: number },
): AdminCustomerRow => ({
  id: u.id,
  name: [u.firstName, u.lastName].filter(Boolean).join(' '),
  mobile: u.mobileNumber,
  email: u.email,
  bookings: Number(counts.bookings),
  no_shows: Number(counts.noShows),
  created_at: u.createdAt.toISOString(),
});

export async function listCustomers(db: Db, access: StaffAccess, filter: { page: number; q?: string }) {
  const text = filter.q?.trim() ?? '';
  const mobile = text ? normalizeSaudiMobile(text) : null;
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const found: SQL | undefined = text
    ? or(
        mobile ? eq(users.mobileNumber, mobile) : undefined,
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
      )
    : undefined;
  const scope =
    access.branch_ids === 'all'
      ? undefined
      : or(orderedAt(access.branch_ids), mobile ? eq(users.mobileNumber, mobile) : undefined);
  const rows = await db
    .select({ user: users, bookings: bookingsCount, noShows })
    .from(users)
    .where(and(eq(users.role, 'customer'), isNull(users.deletedAt), found, scope))
    .orderBy(desc(users.id))
    .limit(pageSize + 1)
    .offset((filter.page - 1) * pageSize);
  return {
    customers: rows.slice(0, pageSize).map((r) => rowOf(r.user, r)),
    page: filter.page,
    has_more: rows.length > pageSize,
  };
}

/** The customer, when this person may see them (403 otherwise, 404 for no such customer). */
async function customerFor(db: Db, access: StaffAccess, id: number) {
  const [row] = await db
    .select({ user: users, bookings: bookingsCount, noShows })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'customer'), isNull(users.deletedAt)));
  if (!row) throw new HttpError(404, 'staff.customer_not_found');
  if (access.branch_ids !== 'all') {
    const [seen] = await db
      .select({ one: sql`1` })
      .from(users)
      .where(and(eq(users.id, id), orderedAt(access.branch_ids)));
    if (!seen) throw new HttpError(403, 'staff.wrong_branch');
  }
  return row;
}

export async function customerProfile(
  db: Db,
  access: StaffAccess,
  id: number,
  locale: Locale,
): Promise<AdminCustomerProfile> {
  const row = await customerFor(db, access, id);
  const [[spend], accounts, cards, bookings, notes] = await Promise.all([
    db
      .select({ total: sql<number>`coalesce(sum(${orders.total}), 0)::int` })
      .from(orders)
      .where(and(eq(orders.userId, id), inArray(orders.status, ['confirmed', 'completed']))),
    db
      .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, id), inArray(ledgerAccounts.kind, ['wallet', 'points']))),
    db
      .select({ card: giftCards, balance: ledgerAccounts.balance })
      .from(giftCards)
      .leftJoin(ledgerAccounts, eq(ledgerAccounts.giftCardId, giftCards.id))
      .where(and(eq(giftCards.userId, id), isNull(giftCards.revokedAt)))
      .orderBy(desc(giftCards.id)),
    listBookings(db, access, { page: 1, customer_id: id }, locale),
    db
      .select({ note: customerNotes, first: users.firstName, last: users.lastName })
      .from(customerNotes)
      .leftJoin(users, eq(users.id, customerNotes.authorId))
      .where(eq(customerNotes.userId, id))
      .orderBy(desc(customerNotes.id)),
  ]);
  const balance = (kind: string) => accounts.find((a) => a.kind === kind)?.balance ?? 0;
  return {
    ...rowOf(row.user, row),
    gender: row.user.gender,
    date_of_birth: row.user.dateOfBirth,
    spend: Number(spend?.total ?? 0),
    points: balance('points'),
    wallet: balance('wallet'),
    gift_cards: cards.map(({ card, balance }) => ({
      id: card.id,
      serial_number: card.serialNumber,
      value: card.value,
      balance: balance ?? 0,
      expires_at: card.expiresAt.toISOString(),
    })),
    recent_bookings: bookings.bookings.slice(0, 10),
    notes: notes.map(({ note, first, last }) => ({
      id: note.id,
      body: note.body,
      author_name: [first, last].filter(Boolean).join(' '),
      created_at: note.createdAt.toISOString(),
    })),
  };
}

export async function addNote(db: Db, access: StaffAccess, customerId: number, body: string) {
  await customerFor(db, access, customerId);
  const branchId = access.branch_ids === 'all' ? null : (access.branch_ids[0] ?? null);
  return transaction(db, async (tx) => {
    const [note] = await tx
      .insert(customerNotes)
      .values({ userId: customerId, authorId: access.user_id, branchId, body })
      .returning();
    await recordAudit(tx, {
      actorId: access.user_id,
      action: 'customer.note',
      entity: 'customer',
      entityId: customerId,
      branchId,
      before: null,
      after: { note_id: note!.id, body },
    });
    const [author] = await tx.select().from(users).where(eq(users.id, access.user_id));
    return {
      id: note!.id,
      body: note!.body,
      author_name: [author?.firstName, author?.lastName].filter(Boolean).join(' '),
      created_at: note!.createdAt.toISOString(),
    };
  });
}
