import type { Route } from './+types/cart';
import { ComingSoon } from '~/components/coming-soon';
import { RequireSignIn } from '~/components/require-sign-in';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'cart'),
  { name: 'robots', content: 'noindex' },
];

export default function Page() {
  return (
    <RequireSignIn>
      <ComingSoon page="cart" />
    </RequireSignIn>
  );
}
