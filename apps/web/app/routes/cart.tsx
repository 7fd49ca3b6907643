import type { Route } from './+types/cart';
import { RequireSignIn } from '~/components/require-sign-in';
import { pageMeta } from '~/lib/meta';
import { useCurrentUser, useRootData } from '~/lib/root-data';
import { CartView } from '~/features/cart/components/cart-view';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'cart'),
  { name: 'robots', content: 'noindex' },
];

export default function Page() {
  const user = useCurrentUser();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  return <RequireSignIn>{user && <CartView userId={user.id} timeZone={timeZone} />}</RequireSignIn>;
}
