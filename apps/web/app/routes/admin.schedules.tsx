import type { Route } from './+types/admin.schedules';
import { adminMeta } from '~/admin-kit/admin-meta';
import { SchedulesScreen } from '~/features/admin-schedules/components/schedules-screen';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'schedules');

/** Issue 17 item 2: resources, their services, weekly shifts and time off. */
export default function Page() {
  return <SchedulesScreen />;
}
