import type { Route } from './+types/dashboard.wallet';
import { pageMeta } from '~/lib/meta';
import { useCurrentUser, useRootData } from '~/lib/root-data';
import { WalletView } from '~/features/wallet/components/wallet-view';
import { ReferralsSection } from '~/features/referrals/components/referrals-section';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'dashboard_wallet'),
  { name: 'robots', content: 'noindex' },
];

/** /dashboard/wallet: balances and history (the dashboard layout asks a guest to sign in first). */
export default function Page() {
  const user = useCurrentUser();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  // Keyed by the customer: another account signing in on this tab never sees the previous one's wallet.
  return user ? (
    <>
      <WalletView key={user.id} timeZone={timeZone} />
      {/* Invite a friend (issue 15): what the customer's invitations brought, and the way to invite more. */}
      <ReferralsSection key={`referrals-${user.id}`} timeZone={timeZone} />
    </>
  ) : null;
}
