import type { Route } from './+types/dashboard.tickets';
import { pageMeta } from '~/lib/meta';
import { useCurrentUser, useRootData } from '~/lib/root-data';
import { TicketsView } from '~/features/tickets/components/tickets-view';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'dashboard_tickets'),
  { name: 'robots', content: 'noindex' },
];

/** Spec §2 /dashboard/tickets (the dashboard layout asks a guest to sign in first): support tickets. */
export default function Page() {
  const user = useCurrentUser();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  // Keyed by the customer: another account signing in on this tab never sees the previous one's tickets.
  return user ? <TicketsView key={user.id} timeZone={timeZone} /> : null;
}
