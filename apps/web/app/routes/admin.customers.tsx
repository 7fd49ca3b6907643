import type { Route } from './+types/admin.customers';
import { adminMeta } from '~/admin-kit/admin-meta';
import { CustomersScreen } from '~/features/admin-customers/components/customers-screen';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'customers');

/** Issue 16 item 6: the desk's customers. */
export default function Page() {
  return <CustomersScreen />;
}
