import type { Route } from './+types/dashboard.profile';
import { ComingSoon } from '~/components/coming-soon';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'dashboard_profile');

export default function Page() {
  return <ComingSoon page="dashboard_profile" />;
}
