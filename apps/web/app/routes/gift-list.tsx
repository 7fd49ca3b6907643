import type { Route } from './+types/gift-list';
import { ComingSoon } from '~/components/coming-soon';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'gift_list');

export default function Page() {
  return <ComingSoon page="gift_list" />;
}
