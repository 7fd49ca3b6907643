import type { Route } from './+types/dashboard.gift-cards';
import { ComingSoon } from '~/components/coming-soon';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'dashboard_gift_cards');

export default function Page() {
  return <ComingSoon page="dashboard_gift_cards" />;
}
