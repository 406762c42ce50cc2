import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import type { Role } from '@shared/roles';
import { paths } from '@/config/paths';
import { RootLayout } from './root-layout';

/** A lazily loaded page from a module's named export. */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}

// The guard loads with the page it guards: the home page's first load does not need it.
const ProtectedRoute = lazy(async () => ({
  default: (await import('./protected-route')).ProtectedRoute,
}));

const HomeRoute = page(() => import('./home-route'), 'HomeRoute');
const NotFoundPage = page(
  () => import('@/features/not-found/components/not-found-page'),
  'NotFoundPage',
);
const AuthPage = page(() => import('@/features/auth/components/auth-page'), 'AuthPage');
const VerifyEmailPage = page(
  () => import('@/features/auth/components/verify-email-page'),
  'VerifyEmailPage',
);
const ForgotPasswordPage = page(
  () => import('@/features/auth/components/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = page(
  () => import('@/features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);
// The dashboards with the cards other features give them (app/dashboard-routes.tsx).
const DashboardPage = page(() => import('./dashboard-routes'), 'DashboardRoute');
const BusinessDashboardPage = page(() => import('./dashboard-routes'), 'BusinessDashboardRoute');
const ProfileSettingsPage = page(
  () => import('@/features/settings/components/profile-settings-page'),
  'ProfileSettingsPage',
);
const SecuritySettingsPage = page(
  () => import('@/features/settings/components/security-settings-page'),
  'SecuritySettingsPage',
);
const CvAccessPage = page(() => import('@/features/cv/components/cv-access-page'), 'CvAccessPage');
const AdminPage = page(() => import('@/features/admin/components/admin-page'), 'AdminPage');
const BrandAnalyzerPage = page(
  () => import('@/features/brand-analyzer/components/brand-analyzer-page'),
  'BrandAnalyzerPage',
);
const VrModePage = page(() => import('@/features/vr-mode/components/vr-mode-page'), 'VrModePage');
const UnsubscribePage = page(
  () => import('@/features/newsletter/components/unsubscribe-page'),
  'UnsubscribePage',
);
const ManageMeetingPage = page(
  () => import('@/features/meetings/components/manage-meeting-page'),
  'ManageMeetingPage',
);
const AdminContentPage = page(
  () => import('@/features/admin/components/admin-content-page'),
  'AdminContentPage',
);

function guarded(
  path: string,
  Page: ComponentType,
  rules: { role?: Role; requireVerifiedEmail?: boolean } = {},
): RouteObject {
  return {
    path,
    element: (
      <ProtectedRoute {...rules}>
        <Page />
      </ProtectedRoute>
    ),
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      { path: paths.auth, element: <AuthPage /> },
      { path: paths.verifyEmail, element: <VerifyEmailPage /> },
      { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      guarded(paths.admin, AdminPage, { role: 'admin' }),
      guarded(paths.adminDirect, AdminPage, { role: 'admin' }),
      guarded(paths.adminContent, AdminContentPage, { role: 'admin' }),
      guarded(paths.dashboard, DashboardPage),
      guarded(paths.businessDashboard, BusinessDashboardPage, { role: 'business_associate' }),
      guarded(paths.securitySettings, SecuritySettingsPage, { requireVerifiedEmail: true }),
      guarded(paths.profileSettings, ProfileSettingsPage, { requireVerifiedEmail: true }),
      guarded(paths.cvAccess, CvAccessPage),
      { path: paths.brandAnalyzer, element: <BrandAnalyzerPage /> },
      { path: paths.vrMode, element: <VrModePage /> },
      { path: paths.unsubscribe, element: <UnsubscribePage /> },
      { path: paths.manageMeeting, element: <ManageMeetingPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Declarative routing: no loaders or actions here, so the data router's code stays out of the bundle. */
export function AppRoutes() {
  return useRoutes(routes);
}
