import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SessionUser } from '@shared/auth';
import { ROLE_LABELS, roleSatisfies } from '@shared/roles';
import { PageContainer } from '@/components/ui/page-container';
import { PAGE_FRAMES } from '@/config/page-frames';
import { paths } from '@/config/paths';
import { useSessionUser } from '@/lib/use-session-user';

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
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {ok ? <CheckCircleIcon color="success" /> : <ErrorOutlineIcon color="warning" />}
        <Typography>
          <strong>{check.label}:</strong> {ok ? check.okText : check.notOkText}
        </Typography>
      </Stack>
      {!ok && (
        <Button component={RouterLink} to={check.fix.to}>
          {check.fix.label}
        </Button>
      )}
    </Stack>
  );
}

/** When the account was made, as the session answer says (the server reads the profile). */
function MemberSince({ since }: { since: string | undefined }) {
  return (
    <Typography color="text.secondary" data-testid="member-since">
      Member since{' '}
      {since ? new Date(since).toLocaleDateString(undefined, { dateStyle: 'long' }) : '—'}
    </Typography>
  );
}

/**
 * One card of the dashboard: its heading, then its rows `spacing` apart. Its data came with the
 * session, so it is never busy (`data-server-data`: docs/first-load.md).
 */
function DashboardCard({
  title,
  spacing,
  children,
}: {
  title: string;
  spacing: number;
  children: ReactNode;
}) {
  return (
    <Card data-server-data aria-busy={false}>
      <CardContent>
        <Stack spacing={spacing}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * `/dashboard`. `children`: cards other features provide (meeting requests, bookings), passed in by
 * the app layer, shown after the account's own cards.
 */
export function DashboardPage({ children }: { children?: ReactNode }) {
  const user = useSessionUser();
  return (
    <PageContainer {...PAGE_FRAMES.dashboard}>
      <DashboardCard title="Account" spacing={1.5}>
        <Typography>Welcome, {user.displayName || user.username}.</Typography>
        <Typography>
          <strong>Username:</strong> {user.username}
        </Typography>
        <Typography>
          <strong>Email:</strong> {user.email}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography>
            <strong>Role:</strong>
          </Typography>
          <Chip label={ROLE_LABELS[user.role]} color="primary" size="small" />
        </Stack>
        <MemberSince since={user.memberSince} />
      </DashboardCard>
      <DashboardCard title="Security" spacing={2}>
        {SECURITY_CHECKS.map((check) => (
          <StatusRow key={check.label} check={check} ok={check.isOk(user)} />
        ))}
      </DashboardCard>
      {children}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" component={RouterLink} to={paths.profileSettings}>
          Profile settings
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.securitySettings}>
          Security settings
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.cvAccess}>
          CV access
        </Button>
        {roleSatisfies(user, 'business_associate') && (
          <Button variant="outlined" component={RouterLink} to={paths.businessDashboard}>
            Business dashboard
          </Button>
        )}
      </Stack>
    </PageContainer>
  );
}
