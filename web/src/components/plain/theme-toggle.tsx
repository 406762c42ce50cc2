import { publish } from '@/lib/events';
import { setColorMode, useShownColorScheme } from '@/theme/color-mode';
import { Icon } from './icon';
import { IconButton } from './icon-button';

/** Colours cross-fade for 500 ms when the theme changes. */
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
 * system (MUI's `system` mode, which keeps following later system changes). Plain markup: the
 * header is on every first load, MUI's runtime is not (src/theme/color-mode.ts keeps them in step).
 */
export function ThemeToggle() {
  // The prerendered page cannot know the visitor's scheme: it shows the light form until hydrated.
  const current = useShownColorScheme();
  const next = current === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      color="inherit"
      aria-label={`Switch to ${next} theme`}
      onClick={() => {
        withTransition(() => setColorMode(next));
        publish('theme.changed', { mode: next });
      }}
    >
      <Icon name={current === 'dark' ? 'lightMode' : 'darkMode'} />
    </IconButton>
  );
}
