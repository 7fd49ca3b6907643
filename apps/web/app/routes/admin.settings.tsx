import type { Route } from './+types/admin.settings';
import { adminMeta } from '~/admin-kit/admin-meta';
import { BookingSettingsScreen } from '~/features/admin-settings/components/booking-settings-screen';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'settings');

/** Issue 17 item 2: the business's booking settings (the owner's). */
export default function Page() {
  return <BookingSettingsScreen />;
}
