import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { logout, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';

const WIDE_ONLY = { display: { xs: 'none', sm: 'inline-flex' } };
const NARROW_ONLY = { display: { xs: 'inline-flex', sm: 'none' } };

/** Top bar: logo home, and Login, or Logout plus Admin for admins (SPEC §2). */
export function AppHeader() {
  const session = useSession();
  const navigate = useNavigate();
  const user = session.status === 'signed-in' ? session.user : undefined;

  const signOut = async (): Promise<void> => {
    try {
      await logout();
      toast({ title: 'Logged out', description: 'You have been signed out.' });
      void navigate(paths.home);
    } catch (error) {
      toast({
        title: 'Logout failed',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', backdropFilter: 'blur(8px)' }}
    >
      <Toolbar sx={{ gap: 2 }}>
        <Typography
          component={RouterLink}
          to={`${paths.home}#hero`}
          variant="h6"
          sx={{ fontWeight: 800, color: 'inherit', textDecoration: 'none', flexGrow: 1 }}
        >
          Portfolio
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {user?.isAdmin && (
            <>
              <Button
                component={RouterLink}
                to={paths.admin}
                startIcon={<AdminPanelSettingsIcon />}
                sx={WIDE_ONLY}
              >
                Admin
              </Button>
              <IconButton
                component={RouterLink}
                to={paths.admin}
                aria-label="Admin"
                color="primary"
                sx={NARROW_ONLY}
              >
                <AdminPanelSettingsIcon />
              </IconButton>
            </>
          )}
          {user && (
            <>
              <Button component={RouterLink} to={paths.dashboard} sx={WIDE_ONLY}>
                Dashboard
              </Button>
              <IconButton
                component={RouterLink}
                to={paths.dashboard}
                aria-label="Dashboard"
                color="primary"
                sx={NARROW_ONLY}
              >
                <AccountCircleIcon />
              </IconButton>
            </>
          )}
          {session.status === 'signed-out' && (
            <Button variant="contained" component={RouterLink} to={paths.auth}>
              Login
            </Button>
          )}
          {user && (
            <Button variant="outlined" onClick={() => void signOut()}>
              Logout
            </Button>
          )}
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
