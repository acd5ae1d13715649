import { describe, expect, it, vi } from 'vitest';
import viteConfig from '../../../vite.config.ts?raw';
import source from '../../../public/sw-push.js?raw';
import { manifestIcons } from './web-app-manifest';

const ORIGIN = 'https://eva.example';

interface FakeWindow {
  url: string;
  focus: () => Promise<FakeWindow>;
  navigate: (url: string) => Promise<FakeWindow>;
}

type Listener = (event: Record<string, unknown>) => void;

/** public/sw-push.js run against a stand-in for the worker's `self`. */
function loadWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(async (_title: string, _options: NotificationOptions) => undefined);
  const subscribe = vi.fn(async (_options: unknown) => ({}));
  const openWindow = vi.fn(async (_url: string) => null);
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification, pushManager: { subscribe } },
    clients: { matchAll: vi.fn(async () => windows), openWindow },
  };
  // The script's only global is `self`, as in the worker.
  new Function('self', source)(self);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  return { dispatch, showNotification, subscribe, openWindow };
}

const pushOf = (payload: unknown) => ({ data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) } });

function aWindow(url: string): FakeWindow {
  const window: FakeWindow = {
    url,
    focus: vi.fn(async () => window),
    navigate: vi.fn(async () => window),
  };
  return window;
}

describe('the service worker’s Web Push', () => {
  it('is loaded by the generated worker', () => {
    expect(viteConfig).toContain("importScripts: ['sw-network-routes.js', 'sw-push.js']");
  });

  it('shows the server’s notice in its language and direction, with the app’s icons', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', pushOf({ title: 'تنبيه سعر', body: 'بلغ سهم أرامكو 30 ر.س', link: '/alerts', lang: 'ar', tag: 'notification-12' }));
    expect(worker.showNotification).toHaveBeenCalledWith('تنبيه سعر', {
      body: 'بلغ سهم أرامكو 30 ر.س',
      lang: 'ar',
      dir: 'rtl',
      tag: 'notification-12',
      data: { link: '/alerts' },
      icon: '/pwa-192x192.png',
      badge: '/pwa-64x64.png',
    });

    await worker.dispatch('push', pushOf({ title: 'Price alert', body: 'Aramco reached SAR 30', link: null, lang: 'en', tag: 'notification-13' }));
    expect(worker.showNotification).toHaveBeenLastCalledWith('Price alert', expect.objectContaining({ lang: 'en', dir: 'ltr', data: { link: null } }));
  });

  it('uses icons the build generates', () => {
    const sources = manifestIcons.map((icon) => icon.src);
    for (const [, path] of source.matchAll(/const PUSH_(?:ICON|BADGE) = '([^']+)'/g)) expect(sources).toContain(path);
  });

  it('still shows a notice for a message it cannot read: the browser requires one', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', pushOf('not json {'));
    await worker.dispatch('push', { data: null });
    await worker.dispatch('push', pushOf({ body: 'no title' }));
    expect(worker.showNotification).toHaveBeenCalledTimes(3);
    for (const [title, options] of worker.showNotification.mock.calls) {
      expect(title).toBe('إيفا · Eva');
      expect(options).toMatchObject({ body: 'لديك إشعار جديد · You have a new notification', dir: 'auto', tag: 'eva-notice', data: { link: null } });
    }
  });

  it('opens the notice’s page in an Eva window that is already open', async () => {
    const other = aWindow('https://elsewhere.example/');
    const eva = aWindow(`${ORIGIN}/stock/42`);
    const worker = loadWorker([other, eva]);
    const close = vi.fn();
    await worker.dispatch('notificationclick', { notification: { close, data: { link: '/notification-details/12' } } });
    expect(close).toHaveBeenCalled();
    expect(eva.focus).toHaveBeenCalled();
    expect(eva.navigate).toHaveBeenCalledWith(`${ORIGIN}/notification-details/12`);
    expect(other.focus).not.toHaveBeenCalled();
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when no Eva window is open, or the open one cannot be navigated', async () => {
    let worker = loadWorker();
    await worker.dispatch('notificationclick', { notification: { close: vi.fn(), data: { link: '/alerts' } } });
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/alerts`);

    const uncontrolled = aWindow(`${ORIGIN}/`);
    uncontrolled.navigate = vi.fn(async () => Promise.reject(new TypeError('not controlled')));
    worker = loadWorker([uncontrolled]);
    await worker.dispatch('notificationclick', { notification: { close: vi.fn(), data: { link: '/alerts' } } });
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/alerts`);
  });

  it('follows only paths of this site; anything else opens the notifications', async () => {
    for (const link of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example', '/\t/evil.example', 'alerts', '', null, 42]) {
      const worker = loadWorker();
      await worker.dispatch('notificationclick', { notification: { close: vi.fn(), data: { link } } });
      expect(worker.openWindow, String(link)).toHaveBeenCalledWith(`${ORIGIN}/notification`);
    }
    const worker = loadWorker();
    await worker.dispatch('notificationclick', { notification: { close: vi.fn(), data: null } });
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/notification`);
  });

  it('renews a subscription the push service ended, with the same key (the page registers it)', async () => {
    const key = new Uint8Array([4, 1, 2]).buffer;
    const worker = loadWorker();
    await worker.dispatch('pushsubscriptionchange', { oldSubscription: { options: { applicationServerKey: key } }, newSubscription: null });
    expect(worker.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: key });

    const again = loadWorker();
    await again.dispatch('pushsubscriptionchange', { oldSubscription: null, newSubscription: null });
    await again.dispatch('pushsubscriptionchange', { oldSubscription: { options: { applicationServerKey: key } }, newSubscription: {} });
    expect(again.subscribe).not.toHaveBeenCalled();
  });
});
