import type { Route } from './+types/admin.marketing';
import { adminMeta } from '~/admin-kit/admin-meta';
import { MarketingScreen } from '~/features/admin-money/components/marketing-screen';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'marketing');

/** Issue 17 item 3: money & marketing settings. */
export default function Page() {
  return <MarketingScreen />;
}
