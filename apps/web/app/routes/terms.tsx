import type { Route } from './+types/terms';
import { LegalPage } from '~/components/legal-page';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'terms');

export default function Page() {
  return <LegalPage page="terms" />;
}
