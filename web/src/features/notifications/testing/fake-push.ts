import { vi } from 'vitest';
import { applicationServerKey, type PushBrowser, type PushSubscriptionLike } from '../lib/push';

export const THIS_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/this-browser';

interface FakePushOptions {
  /** What the user allowed so far. */
  permission?: NotificationPermission;
  /** What the user answers when asked. */
  answer?: NotificationPermission;
  /** The key (base64url) of the subscription the browser already has; none by default. */
  subscribedWith?: string | null;
  /** false: no service worker ever becomes ready (the dev server). */
  worker?: boolean;
  endpoint?: string;
}

/**
 * A browser with Web Push, for tests: the permission prompt answers `answer`, and the push
 * manager keeps one subscription as the real one does. `install` puts it in place of the test
 * environment's globals (which have no push at all), for the screens.
 */
export function fakePushBrowser(options: FakePushOptions = {}) {
  const { permission = 'default', answer = 'granted', subscribedWith = null, worker = true, endpoint = THIS_ENDPOINT } = options;
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };

  let current: (PushSubscriptionLike & { unsubscribe: ReturnType<typeof vi.fn> }) | null = null;
  const aSubscription = (key: Uint8Array<ArrayBuffer>) => {
    const subscription = {
      endpoint,
      options: { applicationServerKey: key.slice().buffer },
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }),
      unsubscribe: vi.fn(async () => {
        if (current === subscription) current = null;
        return true;
      }),
    };
    return subscription;
  };
  current = subscribedWith ? aSubscription(applicationServerKey(subscribedWith)) : null;

  const subscribe = vi.fn(async ({ applicationServerKey: key }: { userVisibleOnly: boolean; applicationServerKey: Uint8Array<ArrayBuffer> }) => {
    current = aSubscription(key);
    return current;
  });
  const pushManager = { getSubscription: vi.fn(async () => current), subscribe };
  const serviceWorker = { ready: worker ? Promise.resolve({ pushManager }) : new Promise<never>(() => undefined) };
  const PushManager = function PushManager() {};
  const browser: PushBrowser = { navigator: { serviceWorker }, window: { PushManager, Notification: notification } };

  return {
    browser,
    requestPermission: notification.requestPermission,
    subscribe,
    subscription: () => current,
    /** Makes this the page's browser; the returned function takes it away again. */
    install: () => {
      vi.stubGlobal('Notification', notification);
      vi.stubGlobal('PushManager', PushManager);
      Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
      return () => {
        delete (navigator as { serviceWorker?: unknown }).serviceWorker;
      };
    },
  };
}
