let loaded: Promise<void> | undefined;

/**
 * Resolves once the page's `load` event has fired (at once if it already has, or outside a
 * browser). Work that can wait, waits for this, so it never competes with the first paint.
 */
export function pageLoaded(): Promise<void> {
  loaded ??= new Promise<void>((resolve) => {
    if (typeof window === 'undefined' || document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  return loaded;
}

/** How long after `load` a page drawn in the browser may take to show its content before after-load work starts anyway. */
const CONTENT_WAIT_MS = 3000;

/** A page drawn in the browser shows its content: a heading in its main part, and nothing there still loading. */
function contentShown(): boolean {
  const main = document.querySelector('main');
  return (
    main !== null && main.querySelector('h1') !== null && !main.querySelector('[aria-busy="true"]')
  );
}

let content: Promise<void> | undefined;
/**
 * Resolves once the page shows its content: with `load` for a prerendered page (its content came
 * with the HTML); for a page drawn in the browser (a signed-in page, whose `load` comes before its
 * session, code and data), once its heading is there and no card is loading (`aria-busy`), or
 * 3 s after `load`. After-load work waits for this, so it never competes with the content.
 */
export function pageContentShown(): Promise<void> {
  content ??= pageLoaded().then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof document === 'undefined' || document.querySelector('[data-prerendered]'))
          return resolve();
        const done = (): void => {
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        };
        const observer = new MutationObserver(() => {
          if (contentShown()) done();
        });
        const timer = setTimeout(done, CONTENT_WAIT_MS);
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['aria-busy'],
        });
        if (contentShown()) done();
      }),
  );
  return content;
}

const USE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'input'] as const;
let markUsed = (): void => undefined;
const used = new Promise<void>((resolve) => {
  markUsed = resolve;
});
// Listening from the moment the app's first module runs (a module with this one side effect), so
// no press or keystroke after that is missed; outside a browser there is nothing to wait for.
if (typeof window === 'undefined') markUsed();
else {
  const options = { capture: true, passive: true } as const;
  const onUse = (): void => {
    for (const type of USE_EVENTS) window.removeEventListener(type, onUse, options);
    markUsed();
  };
  for (const type of USE_EVENTS) window.addEventListener(type, onUse, options);
}

/**
 * Resolves once the visitor first does something on the page (presses, touches, types); at once
 * outside a browser. For code only a visitor's action needs (a prerendered form's engine): a
 * visit that only reads never loads it, and an action starts it at the moment it is wanted.
 */
export const firstUse = (): Promise<void> => used;

/** Lets the browser take input and paint before the next piece of work. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const idlePeriod = (): Promise<void> =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });

/**
 * Resolves once the page has loaded and the browser has a quiet moment: for what the visitor did
 * not ask for (overlays, widgets), so it never competes with the page becoming interactive.
 */
export function pageLoadedAndIdle(): Promise<void> {
  return pageLoaded().then(idlePeriod);
}

let lastTurn: Promise<void> | undefined;

/**
 * Resolves in an idle period once every turn has ended: those queued so far, and those queued
 * while it waits (the check is made again in the idle period itself).
 */
async function afterEveryTurn(): Promise<void> {
  let seen: Promise<void> | undefined;
  do {
    seen = lastTurn;
    await (seen ?? pageContentShown());
    await idlePeriod();
  } while (lastTurn !== seen);
}

/**
 * Resolves in an idle period of its own once the page has loaded and shows its content
 * (`pageContentShown`), and every earlier turn has had
 * its own, with `prepare` (e.g. fetching the code of what will render) done: things that can wait
 * (widgets, overlays) start one per idle period, so no two of them land in the same long task on
 * a slow phone. A turn whose preparation fails still resolves; what it renders reports the error.
 *
 * A `last` turn waits for every other one, including those queued after it (a page's own parts
 * mount after the shell's): for background work that would only compete with them, such as the
 * service worker's first install fetching every file of the app.
 */
export function afterLoadTurn(
  prepare: () => Promise<unknown> = () => Promise.resolve(),
  { last = false }: { last?: boolean } = {},
): Promise<void> {
  const turn = (last ? afterEveryTurn() : (lastTurn ?? pageContentShown()).then(idlePeriod))
    .then(prepare)
    .then(
      () => undefined,
      () => undefined,
    );
  // A last turn is not one the others wait for (they would wait for each other).
  if (!last) lastTurn = turn;
  return turn;
}
