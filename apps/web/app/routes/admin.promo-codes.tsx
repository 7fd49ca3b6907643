import type { Route } from './+types/admin.promo-codes';
import { adminMeta } from '~/admin-kit/admin-meta';
import { PromoCodesScreen } from '~/features/admin-money/components/promo-codes-screen';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'promo_codes');

/** Issue 17 item 3: promo codes. */
export default function Page() {
  return <PromoCodesScreen />;
}
