import { describe, expect, it, vi } from 'vitest';
import { aPublicKey } from '../testing/fixtures';
import { fakePushBrowser } from '../testing/fake-push';
import { applicationServerKey, currentSubscription, PushError, pushSupport, subscribeThisDevice, unsubscribeThisDevice } from './push';

describe('Web Push in this browser', () => {
  it('is unsupported without a service worker, the Push API or notifications', () => {
    expect(pushSupport({ navigator: {}, window: {} })).toBe('unsupported');
    const { browser } = fakePushBrowser();
    expect(pushSupport({ ...browser, navigator: {} })).toBe('unsupported');
    expect(pushSupport({ ...browser, window: { Notification: browser.window.Notification } })).toBe('unsupported');
    expect(pushSupport({ ...browser, window: { PushManager: browser.window.PushManager } })).toBe('unsupported');
    // This test environment, like an old browser, has none of them.
    expect(pushSupport()).toBe('unsupported');
  });

  it('otherwise follows the user’s permission', () => {
    expect(pushSupport(fakePushBrowser({ permission: 'default' }).browser)).toBe('default');
    expect(pushSupport(fakePushBrowser({ permission: 'granted' }).browser)).toBe('granted');
    expect(pushSupport(fakePushBrowser({ permission: 'denied' }).browser)).toBe('denied');
  });

  it('reads the server’s key, base64url without padding, as bytes', () => {
    const key = applicationServerKey(aPublicKey);
    expect(key).toBeInstanceOf(Uint8Array);
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    // '-' and '_' are base64's '+' and '/'; the missing '=' are added back.
    expect([...applicationServerKey('-_8')]).toEqual([0xfb, 0xff]);
    expect([...applicationServerKey('AQID')]).toEqual([1, 2, 3]);
  });

  it('asks permission, subscribes with the server’s key, and answers what the server registers', async () => {
    const push = fakePushBrowser({ permission: 'default' });
    const body = await subscribeThisDevice(aPublicKey, push.browser);
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: applicationServerKey(aPublicKey) });
    expect(body).toEqual({ endpoint: 'https://fcm.googleapis.com/fcm/send/this-browser', keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } });
  });

  it('keeps a subscription made with the same key, and replaces one made with another', async () => {
    const same = fakePushBrowser({ permission: 'granted', subscribedWith: aPublicKey });
    expect((await subscribeThisDevice(aPublicKey, same.browser)).endpoint).toBe('https://fcm.googleapis.com/fcm/send/this-browser');
    expect(same.subscribe).not.toHaveBeenCalled();

    const other = fakePushBrowser({ permission: 'granted', subscribedWith: 'AQID' });
    const old = other.subscription();
    await subscribeThisDevice(aPublicKey, other.browser);
    expect(old?.unsubscribe).toHaveBeenCalled();
    expect(other.subscribe).toHaveBeenCalledTimes(1);
  });

  it('says why it could not', async () => {
    const reason = (promise: Promise<unknown>) =>
      promise.then(
        () => 'subscribed',
        (error: unknown) => (error instanceof PushError ? error.reason : String(error)),
      );

    expect(await reason(subscribeThisDevice(aPublicKey, { navigator: {}, window: {} }))).toBe('unsupported');
    const refused = fakePushBrowser({ permission: 'default', answer: 'denied' });
    expect(await reason(subscribeThisDevice(aPublicKey, refused.browser))).toBe('denied');
    expect(refused.subscribe).not.toHaveBeenCalled();
    expect(await reason(subscribeThisDevice(aPublicKey, fakePushBrowser({ permission: 'default', answer: 'default' }).browser))).toBe('dismissed');

    const failing = fakePushBrowser({ permission: 'granted' });
    failing.subscribe.mockRejectedValueOnce(new DOMException('push service unavailable', 'AbortError'));
    expect(await reason(subscribeThisDevice(aPublicKey, failing.browser))).toBe('failed');
  });

  it('gives up waiting for a service worker that never comes (the dev server has none)', async () => {
    vi.useFakeTimers();
    try {
      const push = fakePushBrowser({ permission: 'granted', worker: false });
      const subscribing = subscribeThisDevice(aPublicKey, push.browser, 5_000).catch((error: unknown) => error);
      const reading = currentSubscription(push.browser, 5_000);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await subscribing).toMatchObject({ reason: 'no-worker' });
      expect(await reading).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads and ends this browser’s subscription', async () => {
    const push = fakePushBrowser({ permission: 'granted', subscribedWith: aPublicKey });
    expect(await currentSubscription(push.browser)).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/this-browser',
      keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
    });
    expect(await unsubscribeThisDevice(push.browser)).toBe('https://fcm.googleapis.com/fcm/send/this-browser');
    expect(await currentSubscription(push.browser)).toBeNull();
    expect(await unsubscribeThisDevice(push.browser)).toBeNull();
    expect(await currentSubscription({ navigator: {}, window: {} })).toBeNull();
  });
});
