import type { Route } from './+types/admin.check-in';
import { adminMeta } from '~/admin-kit/admin-meta';
import { CheckInScreen } from '~/features/admin-check-in/components/check-in-screen';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'check_in');

/** Issue 16 item 4: the desk checks a booking in. */
export default function Page() {
  return <CheckInScreen />;
}
