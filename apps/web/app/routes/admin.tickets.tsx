import type { Route } from './+types/admin.tickets';
import { adminMeta } from '~/admin-kit/admin-meta';
import { useRootData } from '~/lib/root-data';
import { DeskTicketsView } from '~/features/support-desk/components/desk-tickets-view';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'tickets');

/** /admin/tickets (issue 16 item 7): the desk's support tickets. */
export default function Page() {
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  return <DeskTicketsView timeZone={timeZone} />;
}
