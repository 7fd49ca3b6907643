import type { Route } from './+types/shop';
import { ComingSoon } from '~/components/coming-soon';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'shop');

export default function Page() {
  return <ComingSoon page="shop" />;
}
