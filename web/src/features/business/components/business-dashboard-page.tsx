import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ROLE_LABELS } from '@shared/roles';
import { PageContainer } from '@/components/ui/page-container';
import { PAGE_FRAMES } from '@/config/page-frames';
import { paths } from '@/config/paths';
import { useSessionUser } from '@/lib/use-session-user';

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
 * features provide (their meeting requests and bookings), passed in by the app layer.
 */
export function BusinessDashboardPage({ children }: { children?: ReactNode }) {
  const user = useSessionUser();
  return (
    <PageContainer {...PAGE_FRAMES.businessDashboard}>
      <Typography color="text.secondary">
        Signed in as {user.displayName || user.username} · {ROLE_LABELS[user.role]}
      </Typography>
      <Grid container spacing={2}>
        {ACTIONS.map((action) => (
          <Grid key={action.title} size={{ xs: 12, sm: 6 }}>
            <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {action.title}
                </Typography>
                <Typography color="text.secondary">{action.text}</Typography>
              </CardContent>
              <CardActions>
                <Button component={RouterLink} to={action.to}>
                  {action.label}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      {children}
    </PageContainer>
  );
}
