import type { Route } from './+types/admin.waitlist';
import { adminMeta } from '~/admin-kit/admin-meta';
import { WaitlistScreen } from '~/features/admin-waitlist/components/waitlist-screen';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'waitlist');

/** Issue 28 item 4: the desk sees the waitlist per day and offers a time by hand. */
export default function Page() {
  return <WaitlistScreen />;
}
