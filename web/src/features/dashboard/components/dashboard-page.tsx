import type { ReactNode } from 'react';
import type { SessionUser } from '@shared/auth';
import { ROLE_LABELS, roleSatisfies } from '@shared/roles';
import { ButtonLink } from '@/components/plain/button';
import { Card, CardContent, CardRows, CardTitle } from '@/components/plain/card';
import { Chip } from '@/components/plain/chip';
import { Icon } from '@/components/plain/icon';
import { Text } from '@/components/plain/text';
import { FramedPage } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { useSessionUser } from '@/lib/use-session-user';
import { formatInstant, SHOWN } from '@/lib/visitor-time';
import './dashboard-page.css';

interface SecurityCheck {
  label: string;
  isOk: (user: SessionUser) => boolean;
  okText: string;
  notOkText: string;
  /** Where the user puts it right, shown while it is not ok. */
  fix: { to: string; label: string };
}

/** The Security card's rows, in order. */
const SECURITY_CHECKS: readonly SecurityCheck[] = [
  {
    label: 'Email',
    isOk: (user) => user.emailVerified,
    okText: 'verified',
    notOkText: 'not verified yet',
    fix: { to: paths.verifyEmail, label: 'Verify email' },
  },
  {
    label: 'Two-factor authentication',
    isOk: (user) => user.twoFactorEnabled,
    okText: 'on',
    notOkText: 'off',
    fix: { to: paths.securitySettings, label: 'Turn on' },
  },
];

function StatusRow({ check, ok }: { check: SecurityCheck; ok: boolean }) {
  return (
    <div className="status-row">
      <div className={`status-row__label status-row__label--${ok ? 'ok' : 'warning'}`}>
        <Icon name={ok ? 'checkCircle' : 'errorOutline'} />
        <Text>
          <strong>{check.label}:</strong> {ok ? check.okText : check.notOkText}
        </Text>
      </div>
      {!ok && <ButtonLink to={check.fix.to}>{check.fix.label}</ButtonLink>}
    </div>
  );
}

/** When the account was made, as the session answer says (the server reads the profile). */
function MemberSince({ since }: { since: string | undefined }) {
  return (
    <Text secondary data-testid="member-since">
      Member since {since ? formatInstant(new Date(since), SHOWN.day) : '—'}
    </Text>
  );
}

/**
 * One card of the dashboard: its heading, then its rows. Its data came with the session, so it is
 * never busy (`data-server-data`: docs/first-load.md).
 */
function DashboardCard({
  title,
  roomy = false,
  children,
}: {
  title: string;
  /** Rows 16 px apart rather than 12. */
  roomy?: boolean;
  children: ReactNode;
}) {
  return (
    <Card data-server-data aria-busy={false}>
      <CardContent>
        <CardRows tight={!roomy}>
          <CardTitle>{title}</CardTitle>
          {children}
        </CardRows>
      </CardContent>
    </Card>
  );
}

/**
 * `/dashboard`. `children`: cards other features provide (meeting requests, bookings), passed in by
 * the app layer, shown after the account's own cards. The account's own cards are plain markup:
 * drawn when the session arrives, they add no style work to that render (docs/first-load.md).
 */
export function DashboardPage({ children }: { children?: ReactNode }) {
  const user = useSessionUser();
  return (
    <FramedPage>
      <DashboardCard title="Account">
        <Text>Welcome, {user.displayName || user.username}.</Text>
        <Text>
          <strong>Username:</strong> {user.username}
        </Text>
        <Text>
          <strong>Email:</strong> {user.email}
        </Text>
        <div className="account-card__role">
          <Text>
            <strong>Role:</strong>
          </Text>
          <Chip small color="primary" label={ROLE_LABELS[user.role]} />
        </div>
        <MemberSince since={user.memberSince} />
      </DashboardCard>
      <DashboardCard title="Security" roomy>
        {SECURITY_CHECKS.map((check) => (
          <StatusRow key={check.label} check={check} ok={check.isOk(user)} />
        ))}
      </DashboardCard>
      {children}
      <div className="dashboard-links">
        <ButtonLink variant="contained" to={paths.profileSettings}>
          Profile settings
        </ButtonLink>
        <ButtonLink variant="outlined" to={paths.securitySettings}>
          Security settings
        </ButtonLink>
        <ButtonLink variant="outlined" to={paths.cvAccess}>
          CV access
        </ButtonLink>
        {roleSatisfies(user, 'business_associate') && (
          <ButtonLink variant="outlined" to={paths.businessDashboard}>
            Business dashboard
          </ButtonLink>
        )}
      </div>
    </FramedPage>
  );
}
