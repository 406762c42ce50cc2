import { AdminContentPage } from '@/features/admin/components/admin-content-page';
import { ACTIVITY } from './admin-sections';

/** `/admin-content`: the streamlined admin page with the activity. */
export function AdminContentRoute() {
  return <AdminContentPage activity={ACTIVITY} />;
}
