import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { nearViewport } from './near-viewport';

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

/**
 * `lazyComponent` whose code loads only once the place `selector` names comes within a screen of
 * the viewport (at once where the page has no such place, e.g. before it is rendered).
 */
export function lazyComponentNear<P extends object>(
  selector: string,
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazyComponent(async () => {
    await nearViewport(selector);
    return load();
  });
}
