import type { Route } from './+types/dashboard.gift-cards';
import { pageMeta } from '~/lib/meta';
import { useCurrentUser, useRootData } from '~/lib/root-data';
import { GiftCardsView } from '~/features/gift-cards/components/gift-cards-view';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'dashboard_gift_cards'),
  { name: 'robots', content: 'noindex' },
];

/** /dashboard/gift-cards: the customer's gift cards (the dashboard layout asks a guest to sign in first). */
export default function Page() {
  const user = useCurrentUser();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  // Keyed by the customer: another account signing in on this tab never sees the previous one's cards.
  return user ? <GiftCardsView key={user.id} timeZone={timeZone} /> : null;
}
