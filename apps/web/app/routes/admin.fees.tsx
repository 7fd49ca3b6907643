import type { Route } from './+types/admin.fees';
import { adminMeta } from '~/admin-kit/admin-meta';
import { FeesScreen } from '~/features/admin-money/components/fees-screen';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'fees');

/** Issue 17 item 3: service fees and zones. */
export default function Page() {
  return <FeesScreen />;
}
