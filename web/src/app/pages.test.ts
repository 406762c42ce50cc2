import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { MY_BOOKINGS_PATH } from '@/features/bookings/api/my-bookings-path';
import { MY_MEETINGS_PATH } from '@/features/meetings/api/my-meetings-path';
import { MY_SUBMISSIONS_PATH } from '@/features/my-submissions/api/my-submissions-path';
import { pageFiles } from '@/prerender';
import firebaseJsonText from '../../../firebase.json?raw';
import { hostingRewriteErrors } from '../../page-files';
import { NOT_FOUND_PAGE, pageAt } from './pages';

describe('the page list', () => {
  it('answers every path the site links to', () => {
    for (const path of Object.values(paths)) expect(pageAt(path)).not.toBe(NOT_FOUND_PAGE);
    expect(pageAt('/no/such/page')).toBe(NOT_FOUND_PAGE);
  });

  it('starts what the dashboards read, at the paths their cards read it from', () => {
    const reads = [MY_MEETINGS_PATH, MY_BOOKINGS_PATH, MY_SUBMISSIONS_PATH];
    expect(pageAt('/dashboard').reads).toEqual(reads);
    expect(pageAt('/business-dashboard').reads).toEqual(reads);
  });

  it('draws the content preview alone, for admins only', () => {
    expect(pageAt(paths.contentPreview)).toMatchObject({ bare: true, guard: { role: 'admin' } });
    expect(pageAt(paths.adminContent).bare).toBeUndefined();
  });

  it('starts nothing for a page that reads nothing early', () => {
    expect(pageAt('/vr-mode').reads).toBeUndefined();
  });

  it("agrees with Hosting's rewrites: each page file serves exactly its page's paths", async () => {
    const firebaseJson: unknown = JSON.parse(firebaseJsonText);
    const files = await pageFiles(() => 'a module');
    expect(hostingRewriteErrors(files, firebaseJson)).toEqual([]);
    expect(files.map(({ file }) => file)).toEqual([
      'index.html',
      'auth.html',
      'pages/admin.html',
      'pages/admin-content.html',
      'pages/admin-content-preview.html',
      'pages/dashboard.html',
      'pages/business-dashboard.html',
      'pages/security-settings.html',
      'pages/profile-settings.html',
      'pages/cv-access.html',
    ]);
  });
});
