import type { Route } from './+types/notifications';
import { ComingSoon } from '~/components/coming-soon';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'notifications');

export default function Page() {
  return <ComingSoon page="notifications" />;
}
