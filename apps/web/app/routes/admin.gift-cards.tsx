import type { Route } from './+types/admin.gift-cards';
import { adminMeta } from '~/admin-kit/admin-meta';
import { GiftCardsScreen } from '~/features/admin-money/components/gift-cards-screen';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'gift_cards');

/** Issue 17 item 3: gift cards. */
export default function Page() {
  return <GiftCardsScreen />;
}
