import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { nearViewport } from './near-viewport';

/** A lazily loaded component whose code can be fetched ahead of its first render. */
export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the code now; a render after it has resolved takes the component at once. */
  preload: () => Promise<void>;
};

/**
 * A promise that hands its value to `then` callbacks at once, as well as later. React.lazy takes
 * a module whose promise calls back synchronously without suspending; a resolved native promise
 * calls back only in a later microtask, so React would suspend once and adopt the part in a
 * separate pass (a tap there in between is lost).
 */
function settled<T>(value: T): Promise<T> {
  const promise = Promise.resolve(value);
  const then: Promise<T>['then'] = (onFulfilled, onRejected) => {
    if (!onFulfilled) return promise.then(onFulfilled, onRejected);
    try {
      return Promise.resolve(onFulfilled(value));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  return Object.assign(promise, { then });
}

/**
 * A component whose code loads on its first render (`React.lazy`, which wants a module's default
 * export) from a loader that picks a named export. Preloaded (`preload`, e.g. by `afterLoad` before
 * its turn, or by main.tsx before React adopts the page), it renders in the same pass as its
 * parent instead of suspending first. A loader called again costs nothing: the module loads once.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = async (): Promise<void> => {
    loaded ??= await load();
  };
  const component = lazy(() =>
    loaded
      ? settled({ default: loaded })
      : load().then((Component) => {
          loaded = Component;
          return { default: Component };
        }),
  );
  return Object.assign(component, { preload });
}

/**
 * `lazyComponent` whose code loads only once the place `selector` names comes within a screen of
 * the viewport (at once where the page has no such place, e.g. before it is rendered).
 */
export function lazyComponentNear<P extends object>(
  selector: string,
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  return lazyComponent(async () => {
    await nearViewport(selector);
    return load();
  });
}
