import type { ReactNode } from 'react';
import { ROLE_LABELS } from '@shared/roles';
import { ButtonLink } from '@/components/plain/button';
import { Card, CardActions, CardContent, CardTitle } from '@/components/plain/card';
import { Text } from '@/components/plain/text';
import { FramedPage } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { useSessionUser } from '@/lib/use-session-user';
import './business-dashboard-page.css';

const ACTIONS = [
  {
    title: 'Book a meeting',
    text: 'Pick a slot for a co-founding, collaboration, associate or consulting conversation.',
    to: '/#availability',
    label: 'See availability',
  },
  {
    title: 'Start a project',
    text: 'Describe a project and get a proposal within 24 hours.',
    to: '/#contact',
    label: 'Send an inquiry',
  },
  {
    title: 'Download the CV',
    text: 'The current CV, for due diligence or introductions.',
    to: paths.cvAccess,
    label: 'CV access',
  },
  {
    title: 'Your account',
    text: 'Profile, email, password and two-factor authentication.',
    to: paths.dashboard,
    label: 'Dashboard',
  },
];

/**
 * For business associates and the ceo: the business shortcuts, then `children`: cards other
 * features provide (their meeting requests and bookings), passed in by the app layer. The page's
 * own cards are plain markup: drawn when the session arrives, they add no style work to that
 * render (docs/first-load.md).
 */
export function BusinessDashboardPage({ children }: { children?: ReactNode }) {
  const user = useSessionUser();
  return (
    <FramedPage>
      <Text secondary>
        Signed in as {user.displayName || user.username} · {ROLE_LABELS[user.role]}
      </Text>
      <div className="shortcut-grid">
        {ACTIONS.map((action) => (
          <Card key={action.title}>
            <CardContent>
              <CardTitle>{action.title}</CardTitle>
              <Text secondary>{action.text}</Text>
            </CardContent>
            <CardActions>
              <ButtonLink to={action.to}>{action.label}</ButtonLink>
            </CardActions>
          </Card>
        ))}
      </div>
      {children}
    </FramedPage>
  );
}
