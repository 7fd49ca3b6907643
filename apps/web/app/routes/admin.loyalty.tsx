import type { Route } from './+types/admin.loyalty';
import { adminMeta } from '~/admin-kit/admin-meta';
import { LoyaltyScreen } from '~/features/admin-money/components/loyalty-screen';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'loyalty');

/** Issue 17 item 3: loyalty classes and the points rate. */
export default function Page() {
  return <LoyaltyScreen />;
}
