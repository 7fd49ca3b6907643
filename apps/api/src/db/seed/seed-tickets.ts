/**
 * Demo support tickets (issue 16 item 7), so the back office's tickets screen and "My tickets" have something on a
 * fresh demo: Reem (50 000 0103) asked about her first past booking and Yousef at the Olaya desk (0111) answered
 * (unread for her); Noura (0101) has a question with no booking, waiting for an answer (owners and managers see it);
 * a guest left a message on /contact. Written once: only while none of them has a ticket.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { orders, supportTicketMessages, supportTickets, users } from '../schema.ts';

const reem = '966500000103';
const noura = '966500000101';
const yousef = '966500000111';
const guestMobile = '966551230077';

async function userId(tx: Db, mobile: string): Promise<number | null> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.mobileNumber, mobile));
  return row?.id ?? null;
}

async function thread(
  tx: Db,
  ticket: typeof supportTickets.$inferInsert,
  messages: { side: 'customer' | 'staff'; authorId: number | null; body: string }[],
) {
  const [row] = await tx.insert(supportTickets).values(ticket).returning({ id: supportTickets.id });
  const ids: Record<string, number> = {};
  for (const m of messages) {
    const [msg] = await tx
      .insert(supportTicketMessages)
      .values({ ticketId: row!.id, ...m })
      .returning({ id: supportTicketMessages.id });
    ids[m.side] = msg!.id;
  }
  // Each side has read what it wrote (and the desk what it answered).
  await tx
    .update(supportTickets)
    .set({ customerReadId: ids.customer ?? 0, staffReadId: ids.staff ?? 0 })
    .where(eq(supportTickets.id, row!.id));
}

export async function seedDemoTickets(tx: Db): Promise<void> {
  const [reemId, nouraId, yousefId] = [
    await userId(tx, reem),
    await userId(tx, noura),
    await userId(tx, yousef),
  ];
  const people = [reemId, nouraId].filter((id): id is number => id !== null);
  const [existing] = await tx
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(people.length ? inArray(supportTickets.userId, people) : isNull(supportTickets.userId))
    .limit(1);
  if (existing) return;

  if (reemId) {
    const [order] = await tx
      .select({ id: orders.id, branchId: orders.branchId, number: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.userId, reemId), eq(orders.status, 'completed')))
      .orderBy(asc(orders.id))
      .limit(1);
    await thread(
      tx,
      {
        userId: reemId,
        subject: order ? `فاتورة الحجز ${order.number}` : 'فاتورة باسم الشركة',
        category: 'payment',
        orderId: order?.id ?? null,
        branchId: order?.branchId ?? null,
        status: 'awaiting_customer',
        locale: 'ar',
      },
      [
        { side: 'customer', authorId: reemId, body: 'هل يمكن إصدار الفاتورة باسم شركتي؟' },
        {
          side: 'staff',
          authorId: yousefId,
          body: 'نعم بالتأكيد. أرسلي لنا اسم الشركة ورقمها الضريبي وسنعيد إصدار الفاتورة.',
        },
      ],
    );
  }
  if (nouraId)
    await thread(
      tx,
      { userId: nouraId, subject: 'Gift card for my sister', category: 'gift', locale: 'en' },
      [{ side: 'customer', authorId: nouraId, body: 'Can my sister use my gift card at the Jeddah branch?' }],
    );
  const [guest] = await tx
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(eq(supportTickets.guestMobile, guestMobile))
    .limit(1);
  if (!guest)
    await thread(
      tx,
      { guestName: 'Maha', guestMobile, subject: 'Do you open on Fridays?', category: 'other', locale: 'en' },
      [
        {
          side: 'customer',
          authorId: null,
          body: 'Do you open on Fridays? I would like to come after 4 pm.',
        },
      ],
    );
}
