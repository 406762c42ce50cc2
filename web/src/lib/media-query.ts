import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the CSS media `query` matches now, following changes. Without MUI's useMediaQuery, so a
 * plain part of the page can ask; false where there is no matchMedia (the prerender, jsdom).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches === true,
    () => false,
  );
}
