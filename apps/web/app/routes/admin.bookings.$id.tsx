import type { Route } from './+types/admin.bookings.$id';
import { adminMeta } from '~/admin-kit/admin-meta';
import { BookingDetail } from '~/features/admin-bookings/components/booking-detail';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'booking');

/** Issue 16 item 5: an order for staff. */
export default function Page({ params }: Route.ComponentProps) {
  return <BookingDetail id={Number(params.id)} />;
}
