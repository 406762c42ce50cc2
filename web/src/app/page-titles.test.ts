import { profile } from '@shared/content/profile';
import { seo } from '@shared/content/seo';
import { describe, expect, it } from 'vitest';
import { notFoundTitle } from '@/lib/content/titles';
import { paths } from '@/config/paths';
import { pageTitle } from './page-titles';

const owner = ` · ${profile.name}`;

describe('pageTitle', () => {
  it('gives every path its own title, the owner’s name after the page’s', () => {
    const { home, adminDirect, ...others } = paths;
    expect(pageTitle(home)).toBe(seo.title);
    // /admin-direct is /admin by another door.
    expect(pageTitle(adminDirect)).toBe(pageTitle(paths.admin));
    const titles = Object.values(others).map(pageTitle);
    for (const title of titles) {
      expect(title).not.toBe(notFoundTitle());
      expect(title.endsWith(owner)).toBe(true);
      expect(title.length).toBeGreaterThan(owner.length);
    }
    expect(new Set([seo.title, notFoundTitle(), ...titles]).size).toBe(titles.length + 2);
  });

  it('names the pages as a visitor calls them', () => {
    expect(
      Object.fromEntries(
        Object.entries(paths).map(([key, path]) => [key, pageTitle(path).replace(owner, '')]),
      ),
    ).toEqual({
      home: seo.title,
      auth: 'Sign in',
      verifyEmail: 'Verify email',
      forgotPassword: 'Forgot password',
      resetPassword: 'Reset password',
      signInLink: 'Sign-in link',
      admin: 'Admin',
      adminDirect: 'Admin',
      adminContent: 'Admin content',
      contentPreview: 'Content preview',
      dashboard: 'Dashboard',
      businessDashboard: 'Business dashboard',
      securitySettings: 'Security settings',
      profileSettings: 'Profile settings',
      cvAccess: 'CV access',
      brandAnalyzer: 'Brand analyzer',
      vrMode: 'VR mode',
      unsubscribe: 'Unsubscribe',
      manageMeeting: 'Manage meeting',
    });
  });

  it('matches paths as the router does: in any case and with a trailing slash', () => {
    expect(pageTitle('/Dashboard/')).toBe(pageTitle(paths.dashboard));
    expect(pageTitle('/MEETINGS/manage')).toBe(pageTitle(paths.manageMeeting));
    expect(pageTitle('/')).toBe(seo.title);
  });

  it('calls any other path not found', () => {
    expect(notFoundTitle()).toBe(`Page not found${owner}`);
    for (const path of ['/no/such/page', '/dashboard/extra', '/meetings'])
      expect(pageTitle(path)).toBe(notFoundTitle());
  });
});
