/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { installOfflineQueue } from './sw/queue-requests';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// `/` is answered by the precache above (its prerendered index.html), `/auth` by its prerendered
// auth.html. Every other page is the single-page app: serve its empty shell from the precache,
// online or not. API calls and static files are never navigations the app should answer.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/auth.html'), { allowlist: [/^\/auth$/] }),
);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/app.html'), {
    denylist: [/^\/api\//, /\/[^/?]+\.[^/]+$/],
  }),
);

/**
 * Chromium's static routing (`InstallEvent.addRoutes`, Chrome 123+): reads of `/api` go straight
 * to the network without waking this worker. Besides sparing every API call a worker start, it
 * keeps this worker idle, which matters for updates: a browser activates the next version only
 * once the current one has no events in progress, so a page that keeps polling the API (System
 * Status, every 30 s, and whatever else) would otherwise hold "Reload" back for up to minutes.
 * Writes still come here: the offline queue answers them.
 */
interface StaticRouterInstallEvent extends ExtendableEvent {
  addRoutes(rules: {
    condition: { urlPattern: string; requestMethod?: string };
    source: 'network';
  }): Promise<void>;
}
const hasStaticRouting = (event: ExtendableEvent): event is StaticRouterInstallEvent =>
  'addRoutes' in event && typeof event.addRoutes === 'function';

self.addEventListener('install', (event) => {
  if (!hasStaticRouting(event)) return;
  event.waitUntil(
    event.addRoutes({
      condition: { urlPattern: '/api/*', requestMethod: 'GET' },
      source: 'network',
    }),
  );
});

// A new version waits until the page's "Reload" asks for it, so an open form is never swapped mid-use.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const { data }: { data: unknown } = event;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

// The first install takes control at once, so the very first visit already works offline.
clientsClaim();

installOfflineQueue();
