import type { Route } from './+types/admin.audit-log';
import { adminMeta } from '~/admin-kit/admin-meta';
import { AuditScreen } from '~/features/admin-audit/components/audit-screen';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'audit_log');

/** Issue 16: the audit log, for owners and managers. */
export default function Page() {
  return <AuditScreen />;
}
