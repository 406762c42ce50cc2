import type { UserEvent } from '@testing-library/user-event';

/**
 * Presses Tab (as a keyboard-only visitor would) until `target` has focus; fails if it never
 * gets it within `limit` presses, so an element out of the tab order fails the test.
 */
export async function tabTo(user: UserEvent, target: HTMLElement, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (document.activeElement === target) return;
    await user.tab();
  }
  if (document.activeElement !== target) {
    throw new Error(`Tab never reached ${target.outerHTML.slice(0, 120)}`);
  }
}
