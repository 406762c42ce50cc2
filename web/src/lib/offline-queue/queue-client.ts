/**
 * The page's side of the offline queue: the service worker owns replaying; a page only asks it to
 * (back online, shown again, "Send now"). Every tab asks; the worker runs one replay at a time.
 */
function tellWorker(type: 'REPLAY_QUEUE'): void {
  if (!('serviceWorker' in navigator)) return;
  const controller = navigator.serviceWorker.controller;
  if (controller) controller.postMessage({ type });
  else
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type }),
    );
}

/** Sends every waiting entry now, without waiting for its next attempt time. */
export const askToReplay = (): void => tellWorker('REPLAY_QUEUE');

/** "Send now": the same, asked for by the visitor. */
export const sendQueueNow = askToReplay;

/** Asks for a replay whenever this tab comes back online or is shown again; returns the stop. */
export function startQueueTriggers(): () => void {
  const onVisible = (): void => {
    if (document.visibilityState === 'visible') askToReplay();
  };
  window.addEventListener('online', askToReplay);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', askToReplay);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
