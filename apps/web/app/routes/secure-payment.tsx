import type { Route } from './+types/secure-payment';
import { SecurePaymentView } from '~/features/checkout/components/secure-payment-view';
import { pageMeta } from '~/lib/meta';
import type { RouteHandle } from '~/root';

/** The payment return page forces the light colour mode (spec §2: a page may force a mode). */
export const handle: RouteHandle = { colourMode: 'light' };

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'secure_payment'),
  { name: 'robots', content: 'noindex' },
];

export default function Page() {
  return <SecurePaymentView />;
}
