import { useEffect } from 'react';
import { onUnlessTurnedOff } from '@/lib/browser-choice';

/**
 * Shift+A opens the achievements from anywhere on the page but a field. No browser and no screen
 * reader's application mode binds it (screen readers in browse mode keep letters for themselves,
 * so it never reaches the page there). A letter shortcut can fire by accident for speech-input
 * users, so a visitor can turn it off (WCAG 2.1.4); the choice is kept in this browser.
 */
export const ACHIEVEMENTS_SHORTCUT = 'Shift+A';

/** The visitor's choice, kept in this browser. */
export const {
  enabled: achievementsShortcutEnabled,
  setEnabled: setAchievementsShortcutEnabled,
  useEnabled: useAchievementsShortcutEnabled,
} = onUnlessTurnedOff('portfolio-achievements-shortcut');

/** Fields, and widgets that take text, where Shift+A is a capital A. */
const TYPING =
  'input:not([type=button],[type=checkbox],[type=radio],[type=submit],[type=reset]),textarea,select,[contenteditable]:not([contenteditable=false]),[role=textbox],[role=combobox],[role=searchbox]';

export function isAchievementsShortcut(event: KeyboardEvent): boolean {
  const { target } = event;
  return (
    event.key === 'A' &&
    event.shiftKey &&
    !(event.ctrlKey || event.metaKey || event.altKey || event.repeat || event.defaultPrevented) &&
    !(target instanceof Element && target.matches(TYPING))
  );
}

/** Calls `onShortcut` (a stable function) on Shift+A while the shortcut is on; says whether it is. */
export function useAchievementsShortcut(onShortcut: () => void): boolean {
  const enabled = useAchievementsShortcutEnabled();
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent): void => {
      if (isAchievementsShortcut(event)) onShortcut();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, onShortcut]);
  return enabled;
}
