import type { Route } from './+types/admin.customers.$id';
import { adminMeta } from '~/admin-kit/admin-meta';
import { CustomerProfile } from '~/features/admin-customers/components/customer-profile';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'customer');

/** Issue 16 item 6: a customer for staff. */
export default function Page({ params }: Route.ComponentProps) {
  return <CustomerProfile id={Number(params.id)} />;
}
