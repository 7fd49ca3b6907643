import { z } from 'zod';
import { notificationKinds } from './notification-kinds.ts';
import { decimalInt, paginationOptions } from './pagination.ts';

/** What tapping a notification opens. */
export const notificationTarget = z.discriminatedUnion('type', [
  z.object({ type: z.literal('booking'), order_id: z.number().int() }),
  z.object({ type: z.literal('gift_card'), serial_number: z.string() }),
  z.object({ type: z.literal('wallet') }),
  z.object({ type: z.literal('ticket'), ticket_id: z.number().int() }),
]);
export type NotificationTarget = z.infer<typeof notificationTarget>;

/** A notification as the centre lists it: its text already in the language the customer ordered in. */
export const notification = z.object({
  id: z.number().int(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  locale: z.enum(['en', 'ar']),
  read: z.boolean(),
  created_at: z.string(),
  target: notificationTarget.nullable(),
});
export type Notification = z.infer<typeof notification>;

export const notificationsQuery = z.object({ page: decimalInt('validation.page', 1, 100000).default(1) });
export const notificationsResponse = z.object({
  notifications: z.array(notification),
  unread_count: z.number().int(),
  pagination_options: paginationOptions,
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;
export const unreadCountResponse = z.object({ unread_count: z.number().int() });
