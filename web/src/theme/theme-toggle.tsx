import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { publish } from '@/lib/events';
import { useHydrated } from '@/lib/use-hydrated';

/** SPEC §9: colours cross-fade for 500 ms when the theme changes. */
export const THEME_TRANSITION_MS = 500;

let transitionTimer: number | undefined;

function withTransition(change: () => void): void {
  const root = document.documentElement;
  root.classList.add('theme-transition');
  change();
  // A second switch within 500 ms restarts the fade instead of cutting it short.
  window.clearTimeout(transitionTimer);
  transitionTimer = window.setTimeout(
    () => root.classList.remove('theme-transition'),
    THEME_TRANSITION_MS,
  );
}

/**
 * Switches light/dark and stores the choice; until a choice is stored the page follows the
 * system (MUI's `system` mode does exactly that, including later system changes).
 */
export function ThemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  // The prerendered page cannot know the visitor's scheme: it shows the light form until hydrated.
  const hydrated = useHydrated();
  const current = hydrated ? (mode === 'system' ? systemMode : mode) : undefined;
  const next = current === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      aria-label={`Switch to ${next} theme`}
      onClick={() => {
        withTransition(() => setMode(next));
        publish('theme.changed', { mode: next });
      }}
      color="inherit"
    >
      {current === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
