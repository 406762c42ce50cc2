import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ROLE_LABELS } from '@shared/roles';
import { buttonClass } from '@/components/plain/class-names';
import '@/components/plain/card.css';
import { PageContainer } from '@/components/ui/page-container';
import { PAGE_FRAMES } from '@/config/page-frames';
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
    <PageContainer {...PAGE_FRAMES.businessDashboard}>
      <p className="ui-text ui-text--secondary">
        Signed in as {user.displayName || user.username} · {ROLE_LABELS[user.role]}
      </p>
      <div className="shortcut-grid">
        {ACTIONS.map((action) => (
          <div key={action.title} className="ui-paper ui-card">
            <div className="ui-card__content">
              <h2 className="ui-card__title">{action.title}</h2>
              <p className="ui-text ui-text--secondary">{action.text}</p>
            </div>
            <div className="ui-card__actions">
              <RouterLink className={buttonClass()} to={action.to}>
                {action.label}
              </RouterLink>
            </div>
          </div>
        ))}
      </div>
      {children}
    </PageContainer>
  );
}
