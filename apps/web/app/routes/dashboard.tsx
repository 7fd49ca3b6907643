import { redirect } from 'react-router';
import type { Route } from './+types/dashboard';
import { localeFromPath, localizePath } from '~/lib/locale';

/** /dashboard has no page of its own (spec: layout none): it opens the customer's bookings. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath('/dashboard/bookings', localeFromPath(new URL(request.url).pathname)));
}
