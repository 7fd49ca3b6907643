import type { Route } from './+types/admin.reports';
import { adminMeta } from '~/admin-kit/admin-meta';
import { ReportsScreen } from '~/features/admin-reports/components/reports-screen';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'reports');

/** Issue 17 item 4: revenue, VAT, bookings, utilisation, liabilities and promo codes, on screen and as CSV. */
export default function Page() {
  return <ReportsScreen />;
}
