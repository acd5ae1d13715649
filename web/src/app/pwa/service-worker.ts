import type { Language } from '../../lib/language';

/**
 * The service worker's life in the page: register it, notice a new build, and switch to it when
 * the user agrees (or on their next visit, when every Eva tab was closed: the browser's own rule).
 *
 * The worker itself is generated at build time by vite-plugin-pwa (workbox): it precaches the app
 * shell and the hashed build assets, listed with their revisions, so every deployment with a
 * changed asset is a new `sw.js`. It never caches API answers or private files (see
 * `service-worker-policy.ts`). A new worker waits (no `skipWaiting` on install) so a page that is
 * open keeps the build it started with, every lazy screen included, until the user updates.
 */

/** What the page needs of workbox-window's `Workbox` (an interface, so tests can drive it). */
export interface WorkboxLike {
  addEventListener(type: 'waiting', listener: (event: { isExternal?: boolean }) => void): void;
  addEventListener(type: 'controlling', listener: (event: { isUpdate?: boolean }) => void): void;
  register(options?: { immediate?: boolean }): Promise<ServiceWorkerRegistration | undefined>;
  update(): Promise<void>;
  messageSkipWaiting(): void;
}

export interface ServiceWorkerHooks {
  /** A new build is installed and waiting; `apply` switches this page (and the other tabs) to it. */
  onUpdateReady: (apply: () => void) => void;
  /** Reloads the page once the new worker controls it (window.location.reload in the app). */
  reload: () => void;
  /** How often an open page asks the server for a new `sw.js`; browsers alone check rarely. */
  checkEveryMs?: number;
  /** Whether the page is in front: hidden tabs do not poll. */
  isVisible?: () => boolean;
  setInterval?: (callback: () => void, ms: number) => unknown;
}

export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Wires a Workbox instance to the page. Returns the registration promise (undefined when the
 * browser refused it: private windows, blocked storage).
 */
export function startServiceWorker(workbox: WorkboxLike, hooks: ServiceWorkerHooks) {
  const {
    onUpdateReady,
    reload,
    checkEveryMs = UPDATE_CHECK_INTERVAL_MS,
    isVisible = () => document.visibilityState === 'visible',
    setInterval: every = (callback, ms) => window.setInterval(callback, ms),
  } = hooks;

  let updateAnnounced = false;
  let reloading = false;

  // `waiting` also fires for a worker installed by another Eva tab (isExternal), and at start-up
  // for one that was already waiting: either way this page runs the old build.
  workbox.addEventListener('waiting', () => {
    if (updateAnnounced) return;
    updateAnnounced = true;
    onUpdateReady(() => workbox.messageSkipWaiting());
  });

  // The new worker took over (here or in another tab): this page's scripts are the old build,
  // whose lazy chunks the new worker no longer has. Reload once, onto the new build. The first
  // install (no worker before, nothing announced) takes control without a reload.
  workbox.addEventListener('controlling', (event) => {
    if (reloading || !(updateAnnounced || event.isUpdate)) return;
    reloading = true;
    reload();
  });

  const registered = workbox.register().catch(() => undefined);
  every(() => {
    if (isVisible()) workbox.update().catch(() => undefined);
  }, checkEveryMs);
  return registered;
}

/**
 * Registers `/sw.js` in a production build (the dev server has no service worker: it would serve
 * stale modules). workbox-window and the prompt are loaded on their own, after the first paint.
 */
export function registerAppServiceWorker(language: Language): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('workbox-window').then(({ Workbox }) =>
    startServiceWorker(new Workbox('/sw.js', { scope: '/' }), {
      onUpdateReady: (apply) => {
        void import('./mount-update-prompt').then(({ mountUpdatePrompt }) => mountUpdatePrompt(language, apply));
      },
      reload: () => window.location.reload(),
    }),
  );
}
