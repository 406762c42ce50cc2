import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { logout, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';

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
            <Button component={RouterLink} to={paths.admin} startIcon={<AdminPanelSettingsIcon />}>
              Admin
            </Button>
          )}
          {user && (
            <Button component={RouterLink} to={paths.dashboard}>
              Dashboard
            </Button>
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
