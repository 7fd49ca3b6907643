import type { NotificationTarget } from '@hajz/contracts/notifications';

/** Where tapping a notification goes: the booking's details over my bookings, my gift cards, or the wallet. */
export function targetPath(target: NotificationTarget | null): string | null {
  if (!target) return null;
  if (target.type === 'booking') return `/dashboard/bookings?booking=${target.order_id}`;
  if (target.type === 'gift_card') return '/dashboard/gift-cards';
  return '/dashboard/wallet';
}
