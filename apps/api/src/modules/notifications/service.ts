/** The notification centre's reads and marks (issue 12): the customer's own notifications only. */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationsResponse } from '@hajz/contracts/notifications';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { isoWithOffset } from '../../lib/zoned-time.ts';
import { notFound } from '../../plugins/errors.ts';
import { loadBusiness } from '../settings/index.ts';
import type { Locale } from '@hajz/contracts/locale';
import { notificationLocale, renderNotification, targetOf } from './render.ts';

export const notificationsPerPage = 15;

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export async function listNotifications(
  db: Db,
  userId: number,
  page: number,
  reader?: Locale,
): Promise<NotificationsResponse> {
  const [{ timezone }, [total], rows, unread] = await Promise.all([
    loadBusiness(db),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(notificationsPerPage)
      .offset((page - 1) * notificationsPerPage),
    unreadCount(db, userId),
  ]);
  const all = Number(total?.n ?? 0);
  const lastPage = Math.max(1, Math.ceil(all / notificationsPerPage));
  const url = (p: number) => `/api/v1/notifications?page=${p}`;
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind as NotificationsResponse['notifications'][number]['kind'],
      ...renderNotification(row, reader),
      locale: notificationLocale(row, reader),
      read: row.readAt !== null,
      created_at: isoWithOffset(row.createdAt.getTime(), timezone),
      target: targetOf(row),
    })),
    unread_count: unread,
    pagination_options: {
      current_page: page,
      last_page: lastPage,
      per_page: notificationsPerPage,
      total: all,
      next_page_url: page < lastPage ? url(page + 1) : null,
      prev_page_url: page > 1 ? url(Math.min(page - 1, lastPage)) : null,
    },
  };
}

/** Idempotent; another customer's notification is a 404. */
export async function markRead(db: Db, userId: number, id: number): Promise<void> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw notFound('notifications.not_found');
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
