import type { Route } from './+types/services';
import { ComingSoon } from '~/components/coming-soon';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'services');

export default function Page() {
  return <ComingSoon page="services" />;
}
