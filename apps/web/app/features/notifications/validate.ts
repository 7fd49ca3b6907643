/** Shape checks for GET notifications (lib/shape.ts: the browser bundle carries no schema library). */
import type { Notification, NotificationsResponse } from '@hajz/contracts/notifications';
import { isPagination } from '~/lib/pagination';
import { isBool, isDate, isInt, isObj, isStr, listOf, nullable, oneOf, shape } from '~/lib/shape';

export const isNotification = shape<Notification>({
  id: isInt,
  kind: isStr,
  title: isStr,
  body: isStr,
  locale: oneOf('en', 'ar'),
  read: isBool,
  created_at: isDate,
  target: nullable(isObj),
});

export const isNotificationsResponse = shape<NotificationsResponse>({
  notifications: listOf(isNotification),
  unread_count: isInt,
  pagination_options: isPagination,
});
