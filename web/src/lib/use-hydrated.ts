import { useSyncExternalStore } from 'react';

const neverChanges = (): (() => void) => () => undefined;

/**
 * False while React adopts prerendered markup (and on the server), true afterwards. A component
 * that shows browser-only state renders its server form first, then updates just itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
