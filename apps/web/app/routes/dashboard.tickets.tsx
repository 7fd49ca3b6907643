import type { Route } from './+types/dashboard.tickets';
import { ComingSoon } from '~/components/coming-soon';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'dashboard_tickets');

export default function Page() {
  return <ComingSoon page="dashboard_tickets" />;
}
