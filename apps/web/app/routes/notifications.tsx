import type { Route } from './+types/notifications';
import { RequireSignIn } from '~/components/require-sign-in';
import { NotificationsView } from '~/features/notifications/components/notifications-view';
import { pageMeta } from '~/lib/meta';
import { useCurrentUser, useRootData } from '~/lib/root-data';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'notifications'),
  { name: 'robots', content: 'noindex' },
];

/** Spec §2 /notifications (public route): the customer's notification centre; a guest is asked to sign in. */
export default function Page() {
  const user = useCurrentUser();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  return <RequireSignIn>{user && <NotificationsView key={user.id} timeZone={timeZone} />}</RequireSignIn>;
}
