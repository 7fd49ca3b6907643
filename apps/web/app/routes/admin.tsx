import type { Route } from './+types/admin';
import { ComingSoon } from '~/components/coming-soon';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'admin');

export default function Page() {
  return <ComingSoon page="admin" />;
}
