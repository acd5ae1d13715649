// Loaded by the generated service worker (vite.config.ts, workbox `importScripts`).
// Web Push: Eva's notifications reach the user's devices even when no Eva page is open.
// The server sends JSON {title, body, link, lang, tag}; the page subscribes and registers the
// device (src/features/notifications/lib/push.ts).

// The PNG icons generated at build time (src/app/pwa/web-app-manifest.ts, `manifestIcons`).
const PUSH_ICON = '/pwa-192x192.png';
// Android draws the badge from its transparency alone: the mark on a transparent ground.
const PUSH_BADGE = '/pwa-64x64.png';
// Where a notice without a usable link leads: the list of notifications.
const PUSH_FALLBACK_PATH = '/notification';

/** The message as the server sent it, or null when it is not what the server sends. */
function pushMessage(event) {
  try {
    const message = event.data ? event.data.json() : null;
    if (!message || typeof message.title !== 'string' || message.title === '') return null;
    return message;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const message = pushMessage(event);
  // Something unreadable still shows a notice: the browser requires one for every push (and
  // stops delivering them to a site that shows none), and the user will find it in the list.
  const lang = message && message.lang === 'en' ? 'en' : 'ar';
  const title = message ? message.title : 'إيفا · Eva';
  const options = {
    body: message ? (typeof message.body === 'string' ? message.body : '') : 'لديك إشعار جديد · You have a new notification',
    lang: message ? lang : undefined,
    dir: message ? (lang === 'ar' ? 'rtl' : 'ltr') : 'auto',
    // One notification per notice: a repeated delivery replaces it instead of adding another.
    tag: message && typeof message.tag === 'string' && message.tag ? message.tag : 'eva-notice',
    data: { link: message && typeof message.link === 'string' ? message.link : null },
    icon: PUSH_ICON,
    badge: PUSH_BADGE,
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

/** The address a click opens: a path of this site, never another origin (`//host`, `https:`, `javascript:`). */
function targetOf(link) {
  const origin = self.location.origin;
  const fallback = new URL(PUSH_FALLBACK_PATH, origin).href;
  if (typeof link !== 'string' || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return fallback;
  // The URL parser drops tabs and newlines ("/\t/host" is "//host"): judge the result too.
  const url = new URL(link, origin);
  return url.origin === origin ? url.href : fallback;
}

async function openEva(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const eva = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (eva) {
    try {
      const focused = await eva.focus();
      // navigate() works only in a window this worker controls; otherwise a new window opens.
      if (focused && typeof focused.navigate === 'function') {
        await focused.navigate(url);
        return;
      }
    } catch {
      // Fall through to a new window.
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  event.waitUntil(openEva(targetOf(data.link)));
});

// The push service replaced or ended this browser's subscription. The API authenticates with the
// bearer token the page keeps in localStorage, which a worker cannot read, so the worker cannot
// register the new subscription itself: it only renews it with the same key, and the page
// registers it on the user's next visit to their notification settings (use-this-device.ts,
// which remembers the endpoint it registered) and removes the old one.
self.addEventListener('pushsubscriptionchange', (event) => {
  const old = event.oldSubscription;
  const applicationServerKey = old && old.options ? old.options.applicationServerKey : null;
  if (event.newSubscription || !applicationServerKey) return;
  event.waitUntil(self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }).catch(() => undefined));
});
