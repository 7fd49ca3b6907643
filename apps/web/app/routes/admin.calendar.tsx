import type { Route } from './+types/admin.calendar';
import { adminMeta } from '~/admin-kit/admin-meta';
import { CalendarScreen } from '~/features/admin-calendar/components/calendar-screen';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'calendar');

/** The front desk's day calendar (issue 16 item 3). */
export default function Page() {
  return <CalendarScreen />;
}
