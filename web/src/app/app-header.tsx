import { useEffect, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { siteContent } from '@/lib/content/site-content';
import { scrollToSection } from '@/lib/scroll';
import { logout, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { AppBar } from '@/components/plain/app-bar';
import { Button, ButtonLink } from '@/components/plain/button';
import { Icon } from '@/components/plain/icon';
import { IconButton, IconButtonLink } from '@/components/plain/icon-button';
import { part } from '@/lib/start/part';
import { ThemeToggle } from '@/components/plain/theme-toggle';
import { TrophyButton } from '@/features/achievements/components/trophy-button';
import './app-header.css';

const MobileMenu = part(async () => (await import('./mobile-menu')).MobileMenu, {
  when: 'first-use',
  mui: true,
});

/** The header background strengthens once the page has scrolled this far. */
export const HEADER_SCROLL_THRESHOLD_PX = 100;

/** Shown from 900 px (MUI's `md`) up; the menu button below it. */
const WIDE = 'app-header__wide';
const NARROW = 'app-header__narrow';

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

/** Top bar: logo to #hero, section links, theme toggle, Login or Logout and Admin. */
export function AppHeader() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
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

  const { profile } = siteContent('profile');
  const nav = siteContent('navigation').sections.filter((section) => section.inNav);
  if (vrMode) {
    return (
      <AppBar className="app-header">
        <ButtonLink to={paths.home}>Exit VR Mode</ButtonLink>
      </AppBar>
    );
  }

  // Drawn with the kit: the header is on every first load, and adopting it then needs no styling
  // runtime (MUI's loads with the parts of a page that use it).
  return (
    <AppBar
      className="app-header"
      raised={scrolled}
      // The drawer's code loads on its first opening: most visitors on wide screens never need it.
      after={
        <MobileMenu
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          items={nav}
          onSection={goToSection}
          user={user}
          signedOut={session.status === 'signed-out'}
          onSignOut={() => void signOut()}
        />
      }
    >
      <RouterLink
        className="app-header__logo"
        // Tapped five times, the logo is the Game easter egg's touch equivalent.
        data-egg-tap="logo"
        to={`${paths.home}#hero`}
        onClick={(event: MouseEvent) => goToSection('hero', event)}
        // The name starts with what the link shows, so voice control finds it by what is seen.
        aria-label={`${initials(profile.name)}. ${profile.name}, back to top`}
      >
        {initials(profile.name)}
        <span>.</span>
      </RouterLink>
      <nav aria-label="Main" className="app-header__nav">
        {nav.map((section) => (
          <ButtonLink
            key={section.id}
            color="inherit"
            href={`/#${section.id}`}
            onClick={(event) => goToSection(section.id, event)}
          >
            {section.label}
          </ButtonLink>
        ))}
      </nav>
      <TrophyButton uid={user?.uid} />
      <ThemeToggle />
      {user?.isAdmin && (
        <ButtonLink className={WIDE} to={paths.admin} start={<Icon name="adminPanelSettings" />}>
          Admin
        </ButtonLink>
      )}
      {user && (
        <IconButtonLink
          color="primary"
          className={WIDE}
          to={paths.dashboard}
          aria-label="Dashboard"
        >
          <Icon name="accountCircle" />
        </IconButtonLink>
      )}
      {session.status === 'signed-out' && (
        <ButtonLink variant="contained" className={WIDE} to={paths.auth}>
          Login
        </ButtonLink>
      )}
      {user && (
        <Button variant="outlined" className={WIDE} onClick={() => void signOut()}>
          Logout
        </Button>
      )}
      <IconButton
        color="inherit"
        className={NARROW}
        aria-label="Open menu"
        aria-expanded={menuOpen}
        onClick={() => {
          setMenuOpen(true);
        }}
      >
        <Icon name="menu" />
      </IconButton>
    </AppBar>
  );
}
