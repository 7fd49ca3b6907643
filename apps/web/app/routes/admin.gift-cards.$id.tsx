import type { Route } from './+types/admin.gift-cards.$id';
import { adminMeta } from '~/admin-kit/admin-meta';
import { GiftCardDetail } from '~/features/admin-money/components/gift-card-detail';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'gift_card');

/** Issue 17 item 3: one gift card, adjusted or voided as ledger entries. */
export default function Page() {
  return <GiftCardDetail />;
}
