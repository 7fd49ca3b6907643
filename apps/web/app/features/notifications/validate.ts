/** Shape checks for GET notifications (the browser bundle carries no schema library). */
import type { Notification, NotificationsResponse } from '@hajz/contracts/notifications';
import { isPagination } from '~/lib/pagination';
import { isObj, isStr } from '~/lib/shape';

export function isNotification(v: unknown): v is Notification {
  return (
    isObj(v) &&
    Number.isInteger(v.id) &&
    isStr(v.kind) &&
    isStr(v.title) &&
    isStr(v.body) &&
    (v.locale === 'en' || v.locale === 'ar') &&
    typeof v.read === 'boolean' &&
    isStr(v.created_at) &&
    !Number.isNaN(Date.parse(v.created_at)) &&
    (v.target === null || isObj(v.target))
  );
}

export function isNotificationsResponse(v: unknown): v is NotificationsResponse {
  return (
    isObj(v) &&
    Array.isArray(v.notifications) &&
    v.notifications.every(isNotification) &&
    Number.isInteger(v.unread_count) &&
    isPagination(v.pagination_options)
  );
}
