import { Suspense, type ComponentType } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { useAfterLoad } from './use-after-load';

/**
 * A component that renders once the page has loaded and its turn has come (`useAfterLoad`), with
 * the code of `load` (a named export's loader) fetched first, so the render is one short task of
 * its own; a `last` one after every other part's turn (`afterLoadTurn`). These parts are plain
 * markup: what they draw with MUI (a panel, a snackbar) loads when it is shown, so no after-load
 * part brings MUI's runtime into a page's load.
 */
export function afterLoad<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { last?: boolean } = {},
): ComponentType<P> {
  const Loaded = lazyComponent(load);
  return function AfterLoad(props: P) {
    const ready = useAfterLoad(Loaded.preload, options);
    // Not LazyMount: imported here (the app chunk) as well as by the home chunks, it would be
    // split, with other shared code, into one more file on every first load.
    return ready ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  };
}
