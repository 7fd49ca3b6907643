import type { Route } from './+types/admin.e-invoicing';
import { adminMeta } from '~/admin-kit/admin-meta';
import { EInvoicingScreen } from '~/features/admin-e-invoicing/components/e-invoicing-screen';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'e_invoicing');

/** Issue 26 item 6: e-invoicing (ZATCA phase 2). */
export default function Page() {
  return <EInvoicingScreen />;
}
