import type { Route } from './+types/product';
import { ComingSoon } from '~/components/coming-soon';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'product', { name: '' });

export default function Page() {
  return <ComingSoon page="product" />;
}
