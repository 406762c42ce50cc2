import { appCheckHeader } from '../app-check-header';
import { answerTokenRequests } from './app-check-tokens';

/**
 * The page's side of the offline queue: the service worker owns replaying; a page only asks it to
 * (back online, shown again, "Send now"). Every tab asks; the worker runs one replay at a time.
 * This asks it to send every waiting entry now, without waiting for its next attempt time.
 */
function askToReplay(): void {
  if (!('serviceWorker' in navigator)) return;
  const message = { type: 'REPLAY_QUEUE' };
  const controller = navigator.serviceWorker.controller;
  if (controller) controller.postMessage(message);
  else
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage(message),
    );
}

/** "Send now": the same, asked for by the visitor. */
export const sendQueueNow = askToReplay;

/** The App Check token a queued submission is sent with, made by this page (app-check-tokens.ts). */
async function tokenForTheWorker(): Promise<string | undefined> {
  return Object.values(await appCheckHeader())[0];
}

/**
 * Asks for a replay whenever this tab comes back online or is shown again, and gives the worker
 * the App Check tokens its replays need; returns the stop.
 */
export function startQueueTriggers(): () => void {
  const onVisible = (): void => {
    if (document.visibilityState === 'visible') askToReplay();
  };
  window.addEventListener('online', askToReplay);
  document.addEventListener('visibilitychange', onVisible);
  const stopTokens =
    import.meta.env.VITE_APP_CHECK_SITE_KEY && 'serviceWorker' in navigator
      ? answerTokenRequests(navigator.serviceWorker, tokenForTheWorker)
      : () => undefined;
  return () => {
    window.removeEventListener('online', askToReplay);
    document.removeEventListener('visibilitychange', onVisible);
    stopTokens();
  };
}
