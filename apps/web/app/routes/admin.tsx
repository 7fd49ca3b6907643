import type { Route } from './+types/admin';
import { ComingSoon } from '~/components/coming-soon';
import { RequireSignIn } from '~/components/require-sign-in';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'admin'),
  { name: 'robots', content: 'noindex' },
];

/** Spec §6: admin only. Guests get the sign-in wizard; signed-in customers are told it is for staff. */
export default function Page() {
  return (
    <RequireSignIn admin>
      <ComingSoon page="admin" />
    </RequireSignIn>
  );
}
