// Loaded by the generated service worker (vite.config.ts, workbox `importScripts`).
// The server's own paths never involve the worker: where the browser has the Static Routing API
// (Chromium 123+), their requests go straight to the network, without even starting the worker.
// Elsewhere the worker has no route for them, so they reach the network all the same.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event.addRoutes(
      ['/api', '/api/*', '/sanctum/*', '/health', '/ready'].map((pathname) => ({
        condition: { urlPattern: { pathname } },
        source: 'network',
      })),
    ),
  );
});
