import { profile } from '@shared/content/profile';
import { seo } from '@shared/content/seo';
import { PAGE_FRAMES } from './page-frames';
import { paths } from './paths';

type Path = (typeof paths)[keyof typeof paths];

const titled = (name: string): string => `${name} · ${profile.name}`;

/** The title of any path no page answers (features/not-found). */
export const NOT_FOUND_TITLE = titled('Page not found');

/**
 * The document title of every page (WCAG 2.4.2): its short name and the owner's name. A signed-in
 * page whose visible title reads well in a browser tab uses it (config/page-frames.ts).
 */
const TITLES = {
  // The home page is the site itself: its title is the SEO title.
  [paths.home]: seo.title,
  [paths.auth]: titled('Sign in'),
  [paths.verifyEmail]: titled('Verify email'),
  [paths.forgotPassword]: titled('Forgot password'),
  [paths.resetPassword]: titled('Reset password'),
  [paths.signInLink]: titled('Sign-in link'),
  [paths.admin]: titled('Admin'),
  [paths.adminDirect]: titled('Admin'),
  [paths.adminContent]: titled(PAGE_FRAMES.adminContent.title),
  [paths.dashboard]: titled('Dashboard'),
  [paths.businessDashboard]: titled(PAGE_FRAMES.businessDashboard.title),
  [paths.securitySettings]: titled(PAGE_FRAMES.securitySettings.title),
  [paths.profileSettings]: titled(PAGE_FRAMES.profileSettings.title),
  [paths.cvAccess]: titled(PAGE_FRAMES.cvAccess.title),
  [paths.brandAnalyzer]: titled('Brand analyzer'),
  [paths.vrMode]: titled('VR mode'),
  [paths.unsubscribe]: titled('Unsubscribe'),
  [paths.manageMeeting]: titled('Manage meeting'),
} satisfies Record<Path, string>;

const AT_PATH: ReadonlyMap<string, string> = new Map(Object.entries(TITLES));

/**
 * The document title of the page at `pathname`, `Page not found · …` for a path no page answers.
 * Paths match as the router's do: in any case and with a trailing slash.
 */
export function pageTitle(pathname: string): string {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  return AT_PATH.get(path) ?? NOT_FOUND_TITLE;
}
