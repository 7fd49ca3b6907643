import type { Route } from './+types/dashboard';
import { ComingSoon } from '~/components/coming-soon';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'dashboard');

export default function Page() {
  return <ComingSoon page="dashboard" />;
}
