/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// `/` is answered by the precache above (its prerendered index.html). Every other page is the
// single-page app: serve its empty shell from the precache, online or not. API calls and static
// files are never navigations the app should answer.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/app.html'), {
    denylist: [/^\/api\//, /\/[^/?]+\.[^/]+$/],
  }),
);

// A new version waits until the page's "Reload" asks for it, so an open form is never swapped mid-use.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes control at once, so the very first visit already works offline.
clientsClaim();
