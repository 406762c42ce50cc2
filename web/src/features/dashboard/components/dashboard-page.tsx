import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SessionUser } from '@shared/auth';
import { ROLE_LABELS, roleSatisfies } from '@shared/roles';
import { buttonClass } from '@/components/plain/class-names';
import { Icon } from '@/components/plain/icons';
import '@/components/plain/card.css';
import { PageContainer } from '@/components/ui/page-container';
import { PAGE_FRAMES } from '@/config/page-frames';
import { paths } from '@/config/paths';
import { useSessionUser } from '@/lib/use-session-user';
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
        <p className="ui-text">
          <strong>{check.label}:</strong> {ok ? check.okText : check.notOkText}
        </p>
      </div>
      {!ok && (
        <RouterLink className={buttonClass()} to={check.fix.to}>
          {check.fix.label}
        </RouterLink>
      )}
    </div>
  );
}

/** When the account was made, as the session answer says (the server reads the profile). */
function MemberSince({ since }: { since: string | undefined }) {
  return (
    <p className="ui-text ui-text--secondary" data-testid="member-since">
      Member since{' '}
      {since ? new Date(since).toLocaleDateString(undefined, { dateStyle: 'long' }) : '—'}
    </p>
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
    <div className="ui-paper ui-card" data-server-data aria-busy={false}>
      <div className="ui-card__content">
        <div className={`ui-card__rows${roomy ? '' : ' ui-card__rows--tight'}`}>
          <h2 className="ui-card__title">{title}</h2>
          {children}
        </div>
      </div>
    </div>
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
    <PageContainer {...PAGE_FRAMES.dashboard}>
      <DashboardCard title="Account">
        <p className="ui-text">Welcome, {user.displayName || user.username}.</p>
        <p className="ui-text">
          <strong>Username:</strong> {user.username}
        </p>
        <p className="ui-text">
          <strong>Email:</strong> {user.email}
        </p>
        <div className="account-card__role">
          <p className="ui-text">
            <strong>Role:</strong>
          </p>
          <span className="ui-chip ui-chip--small ui-chip--primary">
            <span>{ROLE_LABELS[user.role]}</span>
          </span>
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
        <RouterLink className={buttonClass({ variant: 'contained' })} to={paths.profileSettings}>
          Profile settings
        </RouterLink>
        <RouterLink className={buttonClass({ variant: 'outlined' })} to={paths.securitySettings}>
          Security settings
        </RouterLink>
        <RouterLink className={buttonClass({ variant: 'outlined' })} to={paths.cvAccess}>
          CV access
        </RouterLink>
        {roleSatisfies(user, 'business_associate') && (
          <RouterLink className={buttonClass({ variant: 'outlined' })} to={paths.businessDashboard}>
            Business dashboard
          </RouterLink>
        )}
      </div>
    </PageContainer>
  );
}
