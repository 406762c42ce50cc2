import { AdminContentPage } from '@/features/admin/components/admin-content-page';
import { AuditLog } from '@/features/audit/components/audit-log';

/** `/admin-content`: the streamlined admin page with the audit log. */
export function AdminContentRoute() {
  return <AdminContentPage AuditLog={AuditLog} />;
}
