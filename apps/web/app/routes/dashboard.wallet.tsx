import type { Route } from './+types/dashboard.wallet';
import { ComingSoon } from '~/components/coming-soon';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'dashboard_wallet');

export default function Page() {
  return <ComingSoon page="dashboard_wallet" />;
}
