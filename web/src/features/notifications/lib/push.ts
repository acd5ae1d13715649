import type { PushDeviceBody } from '../types';

/**
 * This browser's side of Web Push: whether it can receive notifications, and its subscription
 * with the push service (made through the app's service worker, public/sw-push.js shows them).
 * The browser objects come in as a parameter, the real ones by default, so tests can drive them.
 */

/** Whether this browser can receive push at all, then what the user allowed ('default': not asked yet). */
export type PushSupport = 'unsupported' | NotificationPermission;

/** Why turning push on or off did not happen. */
export type PushFailure = 'unsupported' | 'denied' | 'dismissed' | 'no-worker' | 'failed';

export class PushError extends Error {
  readonly reason: PushFailure;

  constructor(reason: PushFailure) {
    super(`Web Push: ${reason}`);
    this.name = 'PushError';
    this.reason = reason;
  }
}

/** What these functions use of a push subscription (the browser's `PushSubscription`). */
export interface PushSubscriptionLike {
  readonly endpoint: string;
  readonly options: { readonly applicationServerKey: ArrayBuffer | null };
  toJSON(): PushSubscriptionJSON;
  unsubscribe(): Promise<boolean>;
}

export interface PushManagerLike {
  getSubscription(): Promise<PushSubscriptionLike | null>;
  subscribe(options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array<ArrayBuffer> }): Promise<PushSubscriptionLike>;
}

export interface NotificationLike {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
}

/** The globals Web Push needs; each may be missing (older browsers, iPhone outside the home screen). */
export interface PushBrowser {
  navigator: { serviceWorker?: { ready: Promise<{ pushManager: PushManagerLike }> } };
  window: { PushManager?: unknown; Notification?: NotificationLike };
}

const realBrowser = (): PushBrowser => ({ navigator, window });

/**
 * How long to wait for the service worker. The dev server has none, so `ready` never settles;
 * a production page has it within a second of loading.
 */
export const WORKER_TIMEOUT_MS = 10_000;

export function pushSupport(browser: PushBrowser = realBrowser()): PushSupport {
  const { navigator: nav, window: win } = browser;
  if (!('serviceWorker' in nav) || !('PushManager' in win) || !('Notification' in win) || !win.Notification) return 'unsupported';
  return win.Notification.permission;
}

/** The server's VAPID public key (base64url, no padding) as the bytes `subscribe` wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(buffer: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (!buffer || buffer.byteLength !== bytes.length) return false;
  const view = new Uint8Array(buffer);
  return view.every((byte, i) => byte === bytes[i]);
}

/** The push manager, once the service worker is active; 'no-worker' when it does not come in time. */
function pushManagerOf(browser: PushBrowser, timeoutMs: number): Promise<PushManagerLike> {
  const container = browser.navigator.serviceWorker;
  if (!container) return Promise.reject(new PushError('unsupported'));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushError('no-worker')), timeoutMs);
    container.ready.then(
      (registration) => {
        clearTimeout(timer);
        resolve(registration.pushManager);
      },
      () => {
        clearTimeout(timer);
        reject(new PushError('no-worker'));
      },
    );
  });
}

/** The body the server registers: exactly the endpoint and its two keys (`toJSON` adds expirationTime). */
function deviceBody(subscription: PushSubscriptionLike): PushDeviceBody {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new PushError('failed');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/**
 * Asks the user's permission, then subscribes this browser with the server's key (or keeps the
 * subscription it already has with that key). Call it straight from the click: browsers (Safari
 * above all) ask for permission only during a user's gesture.
 */
export async function subscribeThisDevice(publicKey: string, browser: PushBrowser = realBrowser(), timeoutMs = WORKER_TIMEOUT_MS): Promise<PushDeviceBody> {
  const notification = browser.window.Notification;
  if (pushSupport(browser) === 'unsupported' || !notification) throw new PushError('unsupported');
  // Before any await, so the request still runs inside the click.
  const permission = await notification.requestPermission();
  if (permission !== 'granted') throw new PushError(permission === 'denied' ? 'denied' : 'dismissed');

  const pushManager = await pushManagerOf(browser, timeoutMs);
  let key: Uint8Array<ArrayBuffer>;
  try {
    key = applicationServerKey(publicKey);
  } catch {
    throw new PushError('failed');
  }
  let subscription = await pushManager.getSubscription();
  // A subscription made with another key (the server's keys were replaced) cannot carry this
  // server's messages, and the browser refuses a second one beside it.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch {
    // The push service is unreachable, or the browser's own setting forbids it.
    throw new PushError('failed');
  }
  return deviceBody(subscription);
}

/** This browser's subscription, or null: none, no push here, or no service worker (the dev server). */
export async function currentSubscription(browser: PushBrowser = realBrowser(), timeoutMs = WORKER_TIMEOUT_MS): Promise<PushDeviceBody | null> {
  if (pushSupport(browser) === 'unsupported') return null;
  try {
    const subscription = await (await pushManagerOf(browser, timeoutMs)).getSubscription();
    return subscription ? deviceBody(subscription) : null;
  } catch {
    return null;
  }
}

/** Ends this browser's subscription; answers the endpoint it had (null: there was none). */
export async function unsubscribeThisDevice(browser: PushBrowser = realBrowser(), timeoutMs = WORKER_TIMEOUT_MS): Promise<string | null> {
  if (pushSupport(browser) === 'unsupported') return null;
  const subscription = await (await pushManagerOf(browser, timeoutMs)).getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
