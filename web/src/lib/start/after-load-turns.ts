import { pageContentShown } from './content-shown';
import { idlePeriod } from './page-loaded';

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
