import type { Route } from './+types/admin.messaging';
import { adminMeta } from '~/admin-kit/admin-meta';
import { MessagingScreen } from '~/features/admin-messaging/components/messaging-screen';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'messaging');

/** Issue 29 (ADR 0065): the WhatsApp → SMS fallback, the marketing offer, the daily message cap. */
export default function Page() {
  return <MessagingScreen />;
}
