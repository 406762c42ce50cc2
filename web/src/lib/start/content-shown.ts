import { useEffect } from 'react';
import { pageLoaded } from './page-loaded';

/**
 * The attribute a region of a page drawn in the browser carries while its content is still on the
 * way (its server data, or rows not drawn yet): after-load work waits until none is left.
 */
export const WAITING_ATTRIBUTE = 'data-waiting';

/** How long after `load` a page drawn in the browser may take to show its content before after-load work starts anyway. */
const CONTENT_WAIT_MS = 3000;

let markDrawn = (): void => undefined;
const drawn = new Promise<void>((resolve) => {
  markDrawn = resolve;
});

/** Says the page itself (not its loading frame) is drawn: `PageDrawn` does, as the page commits. */
export function markPageDrawn(): void {
  markDrawn();
}

/** Rendered beside each page (app/router.tsx): it commits together with the page's first render. */
export function PageDrawn(): null {
  useEffect(markPageDrawn, []);
  return null;
}

const waiting = (): boolean => document.querySelector(`[${WAITING_ATTRIBUTE}]`) !== null;

let content: Promise<void> | undefined;
/**
 * Resolves once the page shows its content: with `load` for a prerendered page (its content came
 * with the HTML); for a page drawn in the browser (a signed-in page, whose `load` comes before its
 * session, code and data), once the page is drawn and no region is waiting for its content, or
 * 3 s after `load`. After-load work waits for this, so it never competes with the content.
 */
export function pageContentShown(): Promise<void> {
  content ??= pageLoaded().then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof document === 'undefined' || document.querySelector('[data-prerendered]'))
          return resolve();
        let observer: MutationObserver | undefined;
        const done = (): void => {
          observer?.disconnect();
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(done, CONTENT_WAIT_MS);
        void drawn.then(() => {
          if (!waiting()) return done();
          observer = new MutationObserver(() => {
            if (!waiting()) done();
          });
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            attributeFilter: [WAITING_ATTRIBUTE],
          });
        });
      }),
  );
  return content;
}
