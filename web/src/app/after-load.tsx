import { Suspense, type ComponentType } from 'react';
import { lazyStyled } from '@/theme/styled-lazy';
import { useAfterLoad } from './use-after-load';

/**
 * A component drawn with MUI that renders once the page has loaded and its turn has come
 * (`useAfterLoad`), with the code of `load` (a named export's loader), MUI's runtime and the theme
 * fetched first, so the render is one short task of its own.
 */
export function afterLoad(load: () => Promise<ComponentType>): ComponentType {
  const Loaded = lazyStyled(load);
  return function AfterLoad() {
    const ready = useAfterLoad(Loaded.preload);
    // Not LazyMount: imported here (the app chunk) as well as by the home chunks, it would be
    // split, with other shared code, into one more file on every first load.
    return ready ? (
      <Suspense fallback={null}>
        <Loaded />
      </Suspense>
    ) : null;
  };
}
