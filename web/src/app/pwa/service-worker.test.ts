import { describe, expect, it, vi } from 'vitest';
import { startServiceWorker, UPDATE_CHECK_INTERVAL_MS, type WorkboxLike } from './service-worker';

type Listener = (event: { isExternal?: boolean; isUpdate?: boolean }) => void;

/** A Workbox double: records calls and lets a test fire lifecycle events. */
function fakeWorkbox(options: { registerFails?: boolean } = {}) {
  const listeners = new Map<string, Listener[]>();
  const workbox = {
    addEventListener: (type: string, listener: Listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    register: vi.fn(() => (options.registerFails ? Promise.reject(new Error('blocked')) : Promise.resolve({} as ServiceWorkerRegistration))),
    update: vi.fn(() => Promise.resolve()),
    messageSkipWaiting: vi.fn(),
  };
  const fire = (type: string, event: { isExternal?: boolean; isUpdate?: boolean } = {}) => (listeners.get(type) ?? []).forEach((listener) => listener(event));
  return { workbox: workbox as WorkboxLike & typeof workbox, fire };
}

function start(workbox: WorkboxLike, visible = true) {
  const onUpdateReady = vi.fn<(apply: () => void) => void>();
  const reload = vi.fn();
  let tick: (() => void) | undefined;
  let period: number | undefined;
  const registered = startServiceWorker(workbox, {
    onUpdateReady,
    reload,
    isVisible: () => visible,
    setInterval: (callback, ms) => {
      tick = callback;
      period = ms;
    },
  });
  return { onUpdateReady, reload, registered, tick: () => tick?.(), period: () => period };
}

describe('service worker in the page', () => {
  it('registers the worker', async () => {
    const { workbox } = fakeWorkbox();
    const { registered } = start(workbox);
    expect(workbox.register).toHaveBeenCalledOnce();
    await expect(registered).resolves.toBeDefined();
  });

  it('takes control on the first visit without reloading the page', () => {
    const { workbox, fire } = fakeWorkbox();
    const { reload, onUpdateReady } = start(workbox);
    fire('controlling', { isUpdate: false, isExternal: false });
    expect(reload).not.toHaveBeenCalled();
    expect(onUpdateReady).not.toHaveBeenCalled();
  });

  it('offers a waiting build once, and switches to it only when the user agrees', () => {
    const { workbox, fire } = fakeWorkbox();
    const { onUpdateReady, reload } = start(workbox);
    fire('waiting');
    fire('waiting', { isExternal: true });
    expect(onUpdateReady).toHaveBeenCalledOnce();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    const apply = onUpdateReady.mock.calls[0]?.[0];
    apply?.();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();

    // The new worker takes over: the page reloads once onto the new build.
    fire('controlling', { isUpdate: false });
    fire('controlling', { isUpdate: false });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads when another tab switched to the new build', () => {
    const { workbox, fire } = fakeWorkbox();
    const { reload } = start(workbox);
    fire('controlling', { isUpdate: true, isExternal: true });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('asks the server for a new build every hour while the page is in front', () => {
    const visible = fakeWorkbox();
    const front = start(visible.workbox, true);
    expect(front.period()).toBe(UPDATE_CHECK_INTERVAL_MS);
    front.tick();
    expect(visible.workbox.update).toHaveBeenCalledOnce();

    const hidden = fakeWorkbox();
    start(hidden.workbox, false).tick();
    expect(hidden.workbox.update).not.toHaveBeenCalled();
  });

  it('keeps the page working when the browser refuses the worker', async () => {
    const { workbox } = fakeWorkbox({ registerFails: true });
    await expect(start(workbox).registered).resolves.toBeUndefined();
  });
});
