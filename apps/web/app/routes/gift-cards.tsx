import type { Route } from './+types/gift-cards';
import { ComingSoon } from '~/components/coming-soon';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'gift_cards');

export default function Page() {
  return <ComingSoon page="gift_cards" />;
}
