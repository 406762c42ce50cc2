// Zod-free on purpose: the app shell's guards import this, and zod stays out of the first load.
// The role's schema lives in user-profile.ts, the claims' in auth.ts.

export const ROLES = ['general_user', 'business_associate', 'ceo', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a visitor may pick when registering; the others are given by an admin. */
export const SELF_SERVICE_ROLES = ['general_user', 'business_associate'] as const;

export const ROLE_LABELS: Record<Role, string> = {
  general_user: 'Personal Account',
  business_associate: 'Business Associate',
  ceo: 'CEO',
  admin: 'Administrator',
};

/** Custom claims every account carries: `{ role, admin? }`. */
export interface RoleClaims {
  role: Role;
  admin?: boolean;
}

export function claimsForRole(role: Role): RoleClaims {
  return role === 'admin' ? { role, admin: true } : { role };
}

/** Admins pass every role check; ceo also satisfies business_associate; others match exactly. */
export function roleSatisfies(user: { role: Role; isAdmin: boolean }, required: Role): boolean {
  if (user.isAdmin || user.role === 'admin') return true;
  if (required === 'business_associate')
    return user.role === 'business_associate' || user.role === 'ceo';
  return user.role === required;
}

/** Where a signed-in user lands, by role. */
export function homePathForRole(user: { role: Role; isAdmin: boolean }): string {
  if (user.isAdmin || user.role === 'admin') return '/admin';
  if (user.role === 'business_associate' || user.role === 'ceo') return '/business-dashboard';
  return '/';
}
