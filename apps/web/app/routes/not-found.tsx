import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { ErrorPage } from '~/components/error-page';
import { pageMeta } from '~/lib/meta';

export const loader = () => data(null, { status: 404 });

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'not_found');

export default function NotFound() {
  return <ErrorPage kind="not-found" />;
}
