import type { Route } from './+types/auth-status';
import { ComingSoon } from '~/components/coming-soon';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'auth_status');

export default function Page() {
  return <ComingSoon page="auth_status" />;
}
