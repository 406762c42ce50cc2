import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

const hidden = (): boolean => document.hidden;

/** Whether the tab is hidden (another tab in front, the window minimised, the phone locked). */
export function usePageHidden(): boolean {
  return useSyncExternalStore(subscribe, hidden, () => false);
}
