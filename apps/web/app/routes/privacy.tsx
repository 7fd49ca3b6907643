import type { Route } from './+types/privacy';
import { LegalPage } from '~/components/legal-page';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'privacy');

export default function Page() {
  return <LegalPage page="privacy" />;
}
