/** Every route of the site (docs/product.md#routes-and-guards). */
export const paths = {
  home: '/',
  auth: '/auth',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** The page a mailed sign-in link opens (`#code=…`, in the fragment). */
  signInLink: '/sign-in-link',
  admin: '/admin',
  adminDirect: '/admin-direct',
  adminContent: '/admin-content',
  /** The content editor's preview, drawn in a frame of the editor (`?document=…`). */
  contentPreview: '/admin-content-preview',
  dashboard: '/dashboard',
  businessDashboard: '/business-dashboard',
  securitySettings: '/security-settings',
  profileSettings: '/profile-settings',
  cvAccess: '/cv-access',
  brandAnalyzer: '/brand-analyzer',
  vrMode: '/vr-mode',
  unsubscribe: '/unsubscribe',
  /** The page the meeting invitation mail links to (`?id=…&token=…`). */
  manageMeeting: '/meetings/manage',
} as const;

/** The home page's Availability section, where meetings and sessions are booked. */
export const AVAILABILITY_LINK = '/#availability';
