import { startTransition, StrictMode } from 'react';
import { answerEarlyTaps } from './lib/start/early-taps';
import { listenForFirstUse } from './lib/start/first-use';
import { nextTask } from './lib/start/next-task';

/**
 * Modules run in the task that first imports them, so one static graph of React and the app
 * is one long task on a slow phone. Imported in stages, each framework starts in a task of its
 * own and the page stays responsive between them (the files themselves are preloaded together:
 * web/prerender-plugin.ts, web/boot.js).
 */
async function start(container: HTMLElement): Promise<void> {
  // No press or keystroke from here on is missed by what waits for the visitor's first one.
  listenForFirstUse();
  const prerendered = container.dataset.prerendered === window.location.pathname;
  // A page drawn in the browser (a signed-in page) waits for the session before it shows
  // anything: the question goes out now, beside React's code, not after the app has rendered.
  if (!prerendered) void import('./lib/session').then(({ askEarly }) => askEarly());
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  // The page renders with the content the server drew it with (docs/content.md).
  (await import('./lib/content/page-content')).adoptPageContent(prerendered);
  const { App, preloadPrerenderedPage } = await import('./app/app');
  await nextTask();

  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // `/` and `/auth` arrive prerendered (web/prerender-plugin.ts): React adopts that markup instead
  // of redrawing it. Any other path gets the app shell (header and spinner, painted from the HTML)
  // and is rendered afresh.
  if (prerendered) {
    // Its chunks were preloaded with the entry (web/boot.js): this only waits for them to run.
    await preloadPrerenderedPage(window.location.pathname);
    // As a transition, React adopts the markup in slices that yield to the browser between them,
    // instead of one task that blocks input for as long as the whole page takes.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    // React answers taps from now on (web/boot.js stops marking them), except on parts it has not
    // adopted yet: those taps, and the one boot.js marked, are made again once it has.
    container.setAttribute('data-adopted', '');
    answerEarlyTaps(container);
  } else {
    // A prerendered page opened at another path (`/index.html` typed by hand) goes at once; the
    // shell a page drawn in the browser was served with (header, spinner) stays until React's
    // first commit replaces it with its own.
    if (container.dataset.prerendered) container.replaceChildren();
    const root = createRoot(container);
    // As a transition, the first render yields to the browser in slices, like the hydration above.
    startTransition(() => root.render(app));
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
void start(container);
