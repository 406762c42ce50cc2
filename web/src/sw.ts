/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { installOfflineQueue } from './sw/queue-requests';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// `/` and `/auth` are drawn by the server from the published content (docs/content.md), so their
// HTML is never precached: it would show a returning visitor the content of the day the worker was
// installed. Each visit asks the network first and keeps what it got; offline, or when the network
// has not answered in 4 s, the last page seen, and for a page never seen online, the app shell.
const SITE_PAGES = 'site-pages';
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: SITE_PAGES,
      networkTimeoutSeconds: 4,
      plugins: [{ handlerDidError: async () => matchPrecache('/app.html') }],
    }),
    { allowlist: [/^\/$/, /^\/auth$/] },
  ),
);
// The first install keeps both as they are now, so the very first visit already works offline.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SITE_PAGES)
      .then((cache) => cache.addAll(['/', '/auth']))
      .catch(() => undefined),
  );
});
// Every other page is the single-page app: serve its empty shell from the precache, online or not.
// API calls and static files are never navigations the app should answer.
// The content editor's preview is asked of the network, where Hosting lets the editor frame it.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/app.html'), {
    denylist: [/^\/api\//, /\/[^/?]+\.[^/]+$/, /^\/admin-content-preview$/],
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
