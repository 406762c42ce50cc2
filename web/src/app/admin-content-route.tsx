import { AdminContentPage } from '@/features/admin/components/admin-content-page';
import { ContentEditor } from '@/features/content/components/content-editor';
import { ACTIVITY } from './admin-sections';

/** `/admin-content`: the content editor, with the activity. */
export function AdminContentRoute() {
  return <AdminContentPage editor={<ContentEditor />} activity={ACTIVITY} />;
}
