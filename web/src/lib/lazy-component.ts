import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component whose code loads on its first render (`React.lazy`, which wants a module's default
 * export) from a loader that picks a named export. Keep the loader as a module-level function
 * when something else (e.g. `AfterLoad`) must fetch the same code ahead of the render.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await load() }));
}
