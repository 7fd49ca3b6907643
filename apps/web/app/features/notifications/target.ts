import type { NotificationTarget } from '@hajz/contracts/notifications';

/** Where tapping a notification goes: the booking's or the gift card's details over its list, a ticket, or the wallet. */
export function targetPath(target: NotificationTarget | null): string | null {
  if (!target) return null;
  if (target.type === 'booking') return `/dashboard/bookings?booking=${target.order_id}`;
  if (target.type === 'gift_card')
    return `/dashboard/gift-cards?card=${encodeURIComponent(target.serial_number)}`;
  if (target.type === 'ticket') return `/dashboard/tickets?ticket=${target.ticket_id}`;
  return '/dashboard/wallet';
}
