import type { Route } from './+types/dashboard.waitlist';
import { pageMeta } from '~/lib/meta';
import { useCurrentUser, useRootData } from '~/lib/root-data';
import { WaitlistView } from '~/features/waitlist/components/waitlist-view';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'dashboard_waitlist'),
  { name: 'robots', content: 'noindex' },
];

/** Issue 28 /dashboard/waitlist (the dashboard layout asks a guest to sign in first): my waitlist and its offers. */
export default function Page() {
  const user = useCurrentUser();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  return user ? <WaitlistView key={user.id} timeZone={timeZone} /> : null;
}
