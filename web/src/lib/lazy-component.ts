import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component whose code loads on its first render (`React.lazy`, which wants a module's default
 * export) from a loader that picks a named export. A loader called again (e.g. by `afterLoad`, to
 * fetch the code ahead of the render) costs nothing: the module is loaded once.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await load() }));
}
