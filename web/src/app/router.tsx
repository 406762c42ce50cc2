import { Suspense, useEffect, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import type { Role } from '@shared/roles';
import { PageLoading } from '@/components/ui/page-container';
import { frameAt, type PageFrame } from '@/config/page-frames';
import { paths } from '@/config/paths';
import { part, type Part } from '@/lib/parts/part';
import { warmUpIntl } from '@/lib/intl-warm-up';
import { loadZod } from '@/lib/load-zod';
import { RootLayout } from './root-layout';

/**
 * Pages drawn as plain markup: they load MUI for their parts themselves, if any part needs it.
 * The public ones are prerendered; the dashboards are drawn when the session arrives.
 */
const PLAIN_PAGES: ReadonlySet<string> = new Set([
  'HomeRoute',
  'AuthPage',
  'DashboardRoute',
  'BusinessDashboardRoute',
]);

/**
 * Pages whose code loads with the page (`part`, `when: 'with-page'`), each named once: by the key
 * of the loader of the module that exports it under that name. Each brings MUI's runtime and
 * theme, except the plain ones; a plain page that reads the server's data brings the query cache.
 */
function pageParts<Name extends string>(
  loaders: {
    [N in Name]: () => Promise<Record<NoInfer<N>, ComponentType>>;
  },
  { readsData = false }: { readsData?: boolean } = {},
): Record<Name, Part<object>> {
  const pages: Partial<Record<Name, Part<object>>> = {};
  for (const name in loaders) {
    const load = loaders[name];
    pages[name] = part(
      async () => {
        // A page that reads the server's data builds the schemas of its answers when its code is
        // evaluated: zod's own code first, in a task of its own (lib/load-zod.ts).
        if (readsData) await loadZod();
        return (await load())[name];
      },
      { when: 'with-page', mui: !PLAIN_PAGES.has(name), reads: readsData },
    );
  }
  // The loop gave every name its page.
  return pages as Record<Name, Part<object>>;
}

// The guard loads with the page it guards: the home page's first load does not need it. Plain
// markup, so a plain page behind it loads no MUI.
const ProtectedRoute = part(async () => (await import('./protected-route')).ProtectedRoute, {
  when: 'with-page',
  mui: false,
});

const pages = pageParts({
  HomeRoute: () => import('./home-route'),
  NotFoundPage: () => import('@/features/not-found/components/not-found-page'),
  AuthPage: () => import('@/features/auth/components/auth-page'),
  VerifyEmailPage: () => import('@/features/auth/components/verify-email-page'),
  ForgotPasswordPage: () => import('@/features/auth/components/forgot-password-page'),
  ResetPasswordPage: () => import('@/features/auth/components/reset-password-page'),
  SignInLinkPage: () => import('@/features/auth/components/sign-in-link-page'),
  BrandAnalyzerPage: () => import('@/features/brand-analyzer/components/brand-analyzer-page'),
  VrModePage: () => import('@/features/vr-mode/components/vr-mode-page'),
  UnsubscribePage: () => import('@/features/newsletter/components/unsubscribe-page'),
  ManageMeetingPage: () => import('@/features/meetings/components/manage-meeting-page'),
});

/** The signed-in pages, each behind the guard. */
const signedInPages = pageParts(
  {
    // The dashboards with the cards other features give them.
    DashboardRoute: () => import('./dashboard-routes'),
    BusinessDashboardRoute: () => import('./dashboard-routes'),
    ProfileSettingsPage: () => import('@/features/settings/components/profile-settings-page'),
    SecuritySettingsPage: () => import('@/features/settings/components/security-settings-page'),
    CvAccessPage: () => import('@/features/cv/components/cv-access-page'),
    AdminRoute: () => import('./admin-route'),
    AdminContentRoute: () => import('./admin-content-route'),
  },
  { readsData: true },
);

interface GuardRules {
  role?: Role;
  requireVerifiedEmail?: boolean;
}

/**
 * A signed-in page behind its guard. The page's code is asked for as the route renders (a
 * resource hint, as react-dom's `preload` is, safe to repeat), so it arrives beside the guard's
 * code and the session's answer instead of after them.
 */
function Guarded({
  Page,
  rules,
  frame,
}: {
  Page: Part<object>;
  rules: GuardRules;
  frame?: PageFrame;
}) {
  void Page.preload();
  // Until the guard's code, the session and the page's code are in, the page's frame holds the
  // place the shell painted it in (config/page-frames.ts).
  return (
    <Suspense fallback={<PageLoading frame={frame} />}>
      <ProtectedRoute {...rules} frame={frame}>
        <Page />
      </ProtectedRoute>
    </Suspense>
  );
}

/**
 * The sign-in page. Once the visitor types into it, a sign-in is coming: the guard and the
 * dashboards' code load while they finish typing (and the browser's formatting data, on a worker),
 * so the page a sign-in lands on is drawn as soon as the session and its data are in, not a round
 * of code later. Not before: the sign-in page's own first load stays what it was.
 */
function AuthRoute() {
  useEffect(() => {
    // A load that fails now (offline, say) fails the same way when its page renders.
    const signInComing = (): void => {
      ProtectedRoute.preload().catch(() => undefined);
      signedInPages.DashboardRoute.preload().catch(() => undefined);
      warmUpIntl();
    };
    document.addEventListener('input', signInComing, { once: true, capture: true });
    return () => document.removeEventListener('input', signInComing, { capture: true });
  }, []);
  return <pages.AuthPage />;
}

function guarded(path: string, Page: Part<object>, rules: GuardRules = {}): RouteObject {
  return { path, element: <Guarded Page={Page} rules={rules} frame={frameAt(path)} /> };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <pages.HomeRoute /> },
      { path: paths.auth, element: <AuthRoute /> },
      { path: paths.verifyEmail, element: <pages.VerifyEmailPage /> },
      { path: paths.forgotPassword, element: <pages.ForgotPasswordPage /> },
      { path: paths.resetPassword, element: <pages.ResetPasswordPage /> },
      { path: paths.signInLink, element: <pages.SignInLinkPage /> },
      guarded(paths.admin, signedInPages.AdminRoute, { role: 'admin' }),
      guarded(paths.adminDirect, signedInPages.AdminRoute, { role: 'admin' }),
      guarded(paths.adminContent, signedInPages.AdminContentRoute, { role: 'admin' }),
      guarded(paths.dashboard, signedInPages.DashboardRoute),
      guarded(paths.businessDashboard, signedInPages.BusinessDashboardRoute, {
        role: 'business_associate',
      }),
      guarded(paths.securitySettings, signedInPages.SecuritySettingsPage, {
        requireVerifiedEmail: true,
      }),
      guarded(paths.profileSettings, signedInPages.ProfileSettingsPage, {
        requireVerifiedEmail: true,
      }),
      guarded(paths.cvAccess, signedInPages.CvAccessPage),
      { path: paths.brandAnalyzer, element: <pages.BrandAnalyzerPage /> },
      { path: paths.vrMode, element: <pages.VrModePage /> },
      { path: paths.unsubscribe, element: <pages.UnsubscribePage /> },
      { path: paths.manageMeeting, element: <pages.ManageMeetingPage /> },
      { path: '*', element: <pages.NotFoundPage /> },
    ],
  },
];

/**
 * Loads the code of the prerendered page at `pathname` (`/`, `/auth`), so React adopts it in the
 * same pass as the shell: suspended, it would be adopted in a later pass, and a tap landing on it
 * while that pass runs would be lost.
 */
export async function preloadPrerenderedPage(pathname: string): Promise<void> {
  if (pathname === paths.home) await pages.HomeRoute.preload();
  if (pathname === paths.auth) await pages.AuthPage.preload();
}

/** Declarative routing: no loaders or actions here, so the data router's code stays out of the bundle. */
export function AppRoutes() {
  return useRoutes(routes);
}
