import type { ComponentType } from 'react';
import type { Role } from '@shared/roles';
import type { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { MY_BOOKINGS_PATH } from '@/features/bookings/api/my-bookings-path';
import { MY_MEETINGS_PATH } from '@/features/meetings/api/my-meetings-path';
import { MY_SUBMISSIONS_PATH } from '@/features/my-submissions/api/my-submissions-path';

/** Who may open a signed-in page; `{}` is anyone signed in (app/protected-route.tsx). */
export interface GuardRules {
  /** Role the page needs (admins pass every check; ceo passes business_associate). */
  role?: Role;
  /** Whether the page needs a verified email (admins are exempt). */
  requireVerifiedEmail?: boolean;
}

/**
 * One page of the site, declared once (docs/first-load.md#the-page-list): the router, the build
 * (its HTML file, title, preloads and early reads) and the Hosting rewrites all follow from this.
 */
export interface Page {
  /** The paths it answers: its own first, then any other door to it (`/admin-direct`). */
  paths: readonly [string, ...string[]];
  /** Its name in the document title; `null` for the home page, whose title is the site's. */
  title: string | null;
  /** Loads the page's component (the build finds its module, to preload, from what this loads). */
  load: () => Promise<ComponentType>;
  /** Drawn as plain markup (components/plain), so its first load fetches no MUI (the build checks). */
  plain: boolean;
  /** Served prerendered: its content is in the HTML, and React adopts it. */
  prerendered?: boolean;
  /** Signed-in only, behind the guard; each gets an HTML shell of its own under `pages/`. */
  guard?: GuardRules;
  /** What the shell paints before the session is in, and the page draws again in place. */
  frame?: PageFrame;
  /** GETs of the page's own data, started with the session before any module runs. */
  reads?: readonly string[];
  /**
   * Drawn alone: without the site's header and what every other page carries (the offline queue,
   * easter eggs, achievements, the update prompt). The content editor's preview is such a page,
   * drawn in a frame of the editor, where none of those belongs.
   */
  bare?: boolean;
  /** Pages whose code loads once the visitor types here (a sign-in is coming). */
  warms?: readonly Page[];
}

const appointments = [MY_MEETINGS_PATH, MY_BOOKINGS_PATH, MY_SUBMISSIONS_PATH];

const dashboard = {
  paths: [paths.dashboard],
  title: 'Dashboard',
  load: async () => (await import('./dashboard-routes')).DashboardRoute,
  plain: true,
  guard: {},
  frame: {
    title: 'Your dashboard',
    intro:
      'Your account at a glance: who you are signed in as, how your sign-in is protected, what you have booked and what you have sent, with what happens next.',
  },
  reads: appointments,
} as const satisfies Page;

export const PAGES = {
  home: {
    paths: [paths.home],
    title: null,
    load: async () => (await import('./home-route')).HomeRoute,
    plain: true,
    prerendered: true,
  },
  auth: {
    paths: [paths.auth],
    title: 'Sign in',
    load: async () => (await import('@/features/auth/components/auth-page')).AuthPage,
    plain: true,
    prerendered: true,
    warms: [dashboard],
  },
  verifyEmail: {
    paths: [paths.verifyEmail],
    title: 'Verify email',
    load: async () =>
      (await import('@/features/auth/components/verify-email-page')).VerifyEmailPage,
    plain: false,
  },
  forgotPassword: {
    paths: [paths.forgotPassword],
    title: 'Forgot password',
    load: async () =>
      (await import('@/features/auth/components/forgot-password-page')).ForgotPasswordPage,
    plain: false,
  },
  resetPassword: {
    paths: [paths.resetPassword],
    title: 'Reset password',
    load: async () =>
      (await import('@/features/auth/components/reset-password-page')).ResetPasswordPage,
    plain: false,
  },
  signInLink: {
    paths: [paths.signInLink],
    title: 'Sign-in link',
    load: async () => (await import('@/features/auth/components/sign-in-link-page')).SignInLinkPage,
    plain: false,
  },
  admin: {
    paths: [paths.admin, paths.adminDirect],
    title: 'Admin',
    load: async () => (await import('./admin-route')).AdminRoute,
    plain: false,
    guard: { role: 'admin' },
    frame: {
      title: 'Admin dashboard',
      intro:
        'Read what visitors sent, handle meetings, bookings and payments, review endorsements, and manage accounts and roles.',
    },
  },
  adminContent: {
    paths: [paths.adminContent],
    title: 'Admin content',
    load: async () => (await import('./admin-content-route')).AdminContentRoute,
    plain: false,
    guard: { role: 'admin' },
    frame: {
      title: 'Admin content',
      intro:
        'Edit what the site says and publish it: visitors see it within seconds. Every version is kept and can be restored.',
      // The form and its preview side by side.
      wide: true,
    },
  },
  contentPreview: {
    paths: [paths.contentPreview],
    title: 'Content preview',
    load: async () => (await import('./content-preview-route')).ContentPreviewRoute,
    // Plain itself: the home sections it draws bring MUI, each in a scope of its own, which is
    // where the preview's light or dark mode is fixed.
    plain: true,
    bare: true,
    guard: { role: 'admin' },
  },
  dashboard,
  businessDashboard: {
    paths: [paths.businessDashboard],
    title: 'Business dashboard',
    load: async () => (await import('./dashboard-routes')).BusinessDashboardRoute,
    plain: true,
    guard: { role: 'business_associate' },
    frame: {
      title: 'Business dashboard',
      intro:
        'Shortcuts for partners and associates: book a conversation, start a project, get the CV for due diligence, and follow your meetings, sessions and project inquiries.',
    },
    reads: appointments,
  },
  securitySettings: {
    paths: [paths.securitySettings],
    title: 'Security settings',
    load: async () =>
      (await import('@/features/settings/components/security-settings-page')).SecuritySettingsPage,
    plain: false,
    guard: { requireVerifiedEmail: true },
    frame: {
      title: 'Security settings',
      intro:
        'Keep your account yours: change your password, turn on two-factor authentication with an authenticator app, and sign out of every device at once.',
    },
  },
  profileSettings: {
    paths: [paths.profileSettings],
    title: 'Profile settings',
    load: async () =>
      (await import('@/features/settings/components/profile-settings-page')).ProfileSettingsPage,
    plain: false,
    guard: { requireVerifiedEmail: true },
    frame: {
      title: 'Profile settings',
      intro:
        'How you appear on the site and where we reach you: your display name, and the email address you sign in with and receive our messages at.',
    },
  },
  cvAccess: {
    paths: [paths.cvAccess],
    title: 'CV access',
    load: async () => (await import('@/features/cv/components/cv-access-page')).CvAccessPage,
    plain: false,
    guard: {},
    frame: {
      title: 'CV access',
      intro:
        'The full CV is available to signed-in members: twenty years of engineering and ten of leadership, with experience, education, skills and projects in one PDF.',
    },
  },
  brandAnalyzer: {
    paths: [paths.brandAnalyzer],
    title: 'Brand analyzer',
    load: async () =>
      (await import('@/features/brand-analyzer/components/brand-analyzer-page')).BrandAnalyzerPage,
    plain: false,
  },
  vrMode: {
    paths: [paths.vrMode],
    title: 'VR mode',
    load: async () => (await import('@/features/vr-mode/components/vr-mode-page')).VrModePage,
    plain: false,
  },
  unsubscribe: {
    paths: [paths.unsubscribe],
    title: 'Unsubscribe',
    load: async () =>
      (await import('@/features/newsletter/components/unsubscribe-page')).UnsubscribePage,
    plain: false,
  },
  manageMeeting: {
    paths: [paths.manageMeeting],
    title: 'Manage meeting',
    load: async () =>
      (await import('@/features/meetings/components/manage-meeting-page')).ManageMeetingPage,
    plain: false,
  },
} as const satisfies Record<string, Page>;

export type PageId = keyof typeof PAGES;

/** Any path no page answers. */
export const NOT_FOUND_PAGE = {
  paths: ['*'],
  // As features/not-found names itself (lib/content/titles.ts); a test holds the two together.
  title: 'Page not found',
  load: async () => (await import('@/features/not-found/components/not-found-page')).NotFoundPage,
  plain: false,
} as const satisfies Page;

/** The pages in the order the router tries them, the not-found page last. */
export const PAGE_LIST: readonly Page[] = [...Object.values(PAGES), NOT_FOUND_PAGE];

/** A path as the router matches it: in any case, with or without a trailing slash. */
export function normalPath(pathname: string): string {
  return pathname.toLowerCase().replace(/(.)\/+$/, '$1');
}

const AT_PATH: ReadonlyMap<string, Page> = new Map(
  Object.values(PAGES).flatMap((page: Page) => page.paths.map((path) => [path, page] as const)),
);

/** The page at `pathname`, the not-found page for a path no page answers. */
export function pageAt(pathname: string): Page {
  return AT_PATH.get(normalPath(pathname)) ?? NOT_FOUND_PAGE;
}
