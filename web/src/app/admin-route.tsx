import { AdminPage } from '@/features/admin/components/admin-page';
import { ADMIN_SECTIONS } from './admin-sections';

/** `/admin`: the admin shell, each section the admin part of its capability. */
export function AdminRoute() {
  return <AdminPage sections={ADMIN_SECTIONS} />;
}
