import type { Route } from './+types/cart';
import { ComingSoon } from '~/components/coming-soon';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'cart');

export default function Page() {
  return <ComingSoon page="cart" />;
}
