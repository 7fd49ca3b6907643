import type { Route } from './+types/contact';
import { ComingSoon } from '~/components/coming-soon';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'contact');

export default function Page() {
  return <ComingSoon page="contact" />;
}
