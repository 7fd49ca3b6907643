import type { Route } from './+types/admin.catalogue';
import { adminMeta } from '~/admin-kit/admin-meta';
import { CatalogueScreen } from '~/features/admin-catalogue/components/catalogue-screen';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'catalogue');

/** Issue 17 item 1: services, shop products, menus and branches, for owners and managers. */
export default function Page() {
  return <CatalogueScreen />;
}
