import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { sections } from '@shared/content/navigation';
import { profile } from '@shared/content/profile';
import { paths } from '@/config/paths';
import { scrollToSection } from '@/lib/scroll';
import { logout, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { ThemeToggle } from '@/theme/theme-toggle';

const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));

/** SPEC §9: the header background strengthens once the page has scrolled this far. */
export const HEADER_SCROLL_THRESHOLD_PX = 100;

const NAV = sections.filter((section) => section.inNav);
const WIDE_ONLY = { display: { xs: 'none', md: 'inline-flex' } };
// A flex Box rather than Stack: the header is on every first load, and Stack's code is not needed.
const NAV_ROW = { display: { xs: 'none', md: 'flex' }, gap: 0.5 };
const NARROW_ONLY = { display: { xs: 'inline-flex', md: 'none' } };

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = (): void => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2);
}

/** Top bar (SPEC §2): logo to #hero, section links, theme toggle, Login or Logout and Admin. */
export function AppHeader() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer's code loads on the first open: most visitors on wide screens never need it.
  const [menuUsed, setMenuUsed] = useState(false);
  const user = session.status === 'signed-in' ? session.user : undefined;
  const vrMode = location.pathname === '/vr-mode';

  const goToSection = (id: string, event?: MouseEvent): void => {
    event?.preventDefault();
    setMenuOpen(false);
    // Only a known signed-out visitor is stopped: while the session loads, a signed-in user is not.
    if (id === 'contact' && session.status === 'signed-out') {
      toast({
        title: 'Authentication Required',
        description: 'Please log in to view secure contact information.',
        variant: 'destructive',
      });
      void navigate(paths.auth);
      return;
    }
    if (location.pathname === paths.home && scrollToSection(id)) return;
    void navigate(`${paths.home}#${id}`);
  };

  const signOut = async (): Promise<void> => {
    setMenuOpen(false);
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

  if (vrMode) {
    return (
      <AppBar position="sticky" color="default" elevation={0}>
        <Toolbar>
          <Button component={RouterLink} to={paths.home}>
            Exit VR Mode
          </Button>
        </Toolbar>
      </AppBar>
    );
  }

  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={scrolled ? 4 : 0}
      data-scrolled={scrolled}
      sx={{
        backdropFilter: 'blur(10px)',
        transition: 'background-color .3s, box-shadow .3s',
        backgroundColor: `color-mix(in srgb, var(--mui-palette-background-default) ${scrolled ? 92 : 60}%, transparent)`,
        borderBottom: 1,
        borderColor: scrolled ? 'divider' : 'transparent',
      }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <Typography
          component={RouterLink}
          to={`${paths.home}#hero`}
          onClick={(event: MouseEvent) => goToSection('hero', event)}
          // The name starts with what the link shows, so voice control finds it by what is seen.
          aria-label={`${initials(profile.name)}. ${profile.name}, back to top`}
          sx={{
            fontWeight: 800,
            fontSize: '1.25rem',
            color: 'inherit',
            textDecoration: 'none',
            mr: 'auto',
          }}
        >
          {initials(profile.name)}
          <Box component="span" sx={{ color: 'primary.main' }}>
            .
          </Box>
        </Typography>
        <Box component="nav" aria-label="Main" sx={NAV_ROW}>
          {NAV.map((section) => (
            <Button
              key={section.id}
              href={`/#${section.id}`}
              color="inherit"
              onClick={(event) => goToSection(section.id, event)}
            >
              {section.label}
            </Button>
          ))}
        </Box>
        <ThemeToggle />
        {user?.isAdmin && (
          <Button
            component={RouterLink}
            to={paths.admin}
            startIcon={<AdminPanelSettingsIcon />}
            sx={WIDE_ONLY}
          >
            Admin
          </Button>
        )}
        {user && (
          <IconButton
            component={RouterLink}
            to={paths.dashboard}
            aria-label="Dashboard"
            color="primary"
            sx={WIDE_ONLY}
          >
            <AccountCircleIcon />
          </IconButton>
        )}
        {session.status === 'signed-out' && (
          <Button variant="contained" component={RouterLink} to={paths.auth} sx={WIDE_ONLY}>
            Login
          </Button>
        )}
        {user && (
          <Button variant="outlined" onClick={() => void signOut()} sx={WIDE_ONLY}>
            Logout
          </Button>
        )}
        <IconButton
          aria-label="Open menu"
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
          sx={NARROW_ONLY}
          color="inherit"
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            items={NAV}
            onSection={goToSection}
            user={user}
            signedOut={session.status === 'signed-out'}
            onSignOut={() => void signOut()}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
