import type { Locator, Page } from 'playwright-core';

/**
 * Moves focus with Tab until `target` has it, as a keyboard user would (at most `steps` presses),
 * then presses `key` on it. Fails when Tab never reaches it: a control the keyboard cannot reach
 * is the bug this finds.
 */
export async function tabToAndPress(
  page: Page,
  target: Locator,
  key = 'Enter',
  steps = 40,
): Promise<void> {
  await target.waitFor();
  for (let step = 0; step < steps; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await page.keyboard.press(key);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach the control in ${steps} presses.`);
}
