import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { z } from 'zod';

declare global {
  interface Window {
    /** Defined by the injected axe-core script. */
    axe?: { run: (context: Element, options: object) => Promise<unknown> };
  }
}

const axeSource = (): string =>
  readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const resultsSchema = z.object({
  violations: z.array(
    z.object({
      id: z.string(),
      impact: z.string().nullable().optional(),
      help: z.string(),
      nodes: z.array(z.object({ target: z.array(z.unknown()) })),
    }),
  ),
});

/**
 * Waits until no colour is cross-fading: a button whose colours are still fading in (it was just
 * enabled, the scheme or the site's theme just changed) would be measured half-way. Finite running
 * animations and transitions are awaited, then the page must stay still for a moment (a change
 * that lands just after starts new ones); endless or paused ones (a spinner, a toast's timer held
 * by the pointer) are left alone, and the wait never passes 3 s.
 */
async function settledColours(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const until = Date.now() + 3000;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const fading = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(animation.effect?.getComputedTiming().endTime),
        );
    while (Date.now() < until) {
      const running = fading();
      if (running.length > 0) {
        await Promise.race([
          Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
          pause(Math.max(0, until - Date.now())),
        ]);
        continue;
      }
      await pause(300);
      if (fading().length === 0) return;
    }
  });
}

/**
 * axe-core's violations (WCAG 2.x A and AA) inside `scope` (a dialog, a toast), each as
 * `rule: help (targets)`, so a failing test says what to fix. axe-core is injected into the page
 * (its Playwright wrapper needs a newer Node than ours) by evaluating its source through the
 * DevTools protocol: a script tag would be inline script, which the site's CSP refuses.
 */
export async function accessibilityViolations(page: Page, scope: Locator): Promise<string[]> {
  await settledColours(page);
  await page.evaluate(axeSource());
  const element = await scope.elementHandle();
  if (!element) throw new Error('Nothing to check: the element is not on the page.');
  const raw: unknown = await page.evaluate(async (target) => {
    if (!window.axe) throw new Error('axe-core did not load.');
    return window.axe.run(target, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
  }, element);
  return resultsSchema
    .parse(raw)
    .violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')})`,
    );
}
