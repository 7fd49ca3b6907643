import type { Route } from './+types/dashboard.bookings';
import { pageMeta } from '~/lib/meta';
import { useCurrentUser, useRootData } from '~/lib/root-data';
import { BookingsView } from '~/features/bookings/components/bookings-view';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'dashboard_bookings'),
  { name: 'robots', content: 'noindex' },
];

/** Spec §2 /dashboard/bookings (the dashboard layout asks a guest to sign in first). */
export default function Page() {
  const user = useCurrentUser();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  return user ? <BookingsView userId={user.id} timeZone={timeZone} /> : null;
}
