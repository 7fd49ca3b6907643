import type { Route } from './+types/admin.bookings';
import { adminMeta } from '~/admin-kit/admin-meta';
import { BookingsScreen } from '~/features/admin-bookings/components/bookings-screen';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'bookings');

/** Issue 16 item 5: the desk's bookings list. */
export default function Page() {
  return <BookingsScreen />;
}
