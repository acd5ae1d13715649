import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { formatDay } from '../../../lib/format';
import { localKeys } from '../../../lib/storage-keys';
import { allModules, installFakeApi } from '../../../test/fake-api';
import { renderApp, renderScreen } from '../../../test/render-app';
import { fakePushBrowser, THIS_ENDPOINT } from '../testing/fake-push';
import { aDevice, aPublicKey, pushDevices, somePreferences } from '../testing/fixtures';
import type { PreferenceChoice, PreferenceView, PushDeviceBody, PushDeviceView } from '../types';

type Handlers = NonNullable<Parameters<typeof installFakeApi>[0]>['handlers'];

const profile = {
  name: 'Sara',
  email: 'sara@example.com',
  phone: '+966500000000',
  about: '',
  language: 'ar',
  avatar: null,
  bank_name: null,
  iban: null,
  account_holder_name: null,
  is_analyst: false,
};

let uninstallPush: (() => void) | null = null;

/** A browser with Web Push in place of the test environment's, which has none. */
function withPush(options: Parameters<typeof fakePushBrowser>[0] = {}) {
  const push = fakePushBrowser(options);
  uninstallPush = push.install();
  return push;
}

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(async () => {
  uninstallPush?.();
  uninstallPush = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

/** Ids the fake server gives the devices registered during a test. */
const NEW_DEVICE_IDS = [100, 101, 102];

/**
 * The server's preferences: PUT changes the kinds named (an always-emailed kind stays emailed,
 * an absent `push` stays) and answers them all. `devices`: the user's push devices, null (the
 * default) for a deployment without push keys.
 */
function preferencesApi(options: { modules?: string[]; handlers?: Handlers; devices?: PushDeviceView[] | null } = {}) {
  let rows: PreferenceView[] = somePreferences();
  let devices = options.devices ?? null;
  const newIds = [...NEW_DEVICE_IDS];
  const deleteDevice: Handlers = Object.fromEntries(
    [...(devices ?? []).map((device) => device.id), ...NEW_DEVICE_IDS].map((id) => [
      `DELETE /api/notification-devices/${id}`,
      () => {
        devices = (devices ?? []).filter((device) => device.id !== id);
        return { status: 204 };
      },
    ]),
  );
  const api = installFakeApi({
    modules: options.modules,
    handlers: {
      'GET /api/profile': () => ({ body: { data: profile } }),
      'GET /api/notification-preferences': () => ({ body: { data: rows } }),
      'PUT /api/notification-preferences': ({ body }) => {
        const { preferences } = body as { preferences: PreferenceChoice[] };
        rows = rows.map((row) => {
          const choice = preferences.find((c) => c.kind === row.kind);
          return choice ? { ...row, in_app: choice.in_app, email: row.email_always || choice.email, push: choice.push ?? row.push } : row;
        });
        return { body: { data: rows } };
      },
      'GET /api/notification-devices': () => ({ body: { data: pushDevices(devices) } }),
      'POST /api/notification-devices': ({ body }) => {
        const { endpoint } = body as PushDeviceBody;
        const known = devices?.find((device) => device.endpoint === endpoint);
        if (known) return { body: { data: known } };
        const device = aDevice({ id: newIds.shift(), endpoint, created_at: '2026-11-27T10:00:00Z' });
        devices = [...(devices ?? []), device];
        return { status: 201, body: { data: device } };
      },
      ...deleteDevice,
      ...options.handlers,
    },
  });
  const callsOf = (method: string) => api.calls.filter((call) => call.method === method);
  return {
    ...api,
    puts: () => callsOf('PUT').map((call) => call.body),
    posts: () => callsOf('POST').map((call) => call.body),
    deletes: () => callsOf('DELETE').map((call) => call.path),
  };
}

describe('the profile’s notification settings', () => {
  it('lists each kind with its two switches; an email that is part of the service stays on', async () => {
    preferencesApi();
    renderScreen('/my_profile');
    const section = await screen.findByTestId('notification-preferences-table');
    expect(screen.getByRole('heading', { level: 2, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-preferences')).toHaveAttribute('id', 'notifications');
    expect(within(section).getAllByRole('row')).toHaveLength(4);

    const rating = screen.getByRole('switch', { name: 'New rating in a list you follow: in the app' });
    expect(rating).toBeChecked();
    expect(rating).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'New rating in a list you follow: by email' })).toBeChecked();

    const decisionEmail = screen.getByRole('switch', { name: 'Analyst decision on an opinion: by email' });
    expect(decisionEmail).toBeChecked();
    expect(decisionEmail).toBeDisabled();
    expect(screen.getByTestId('preference-opinion_resolved-always')).toHaveTextContent('Always by email: it is part of the service.');
    // Its in-app choice is still the user's.
    expect(screen.getByRole('switch', { name: 'Analyst decision on an opinion: in the app' })).toBeEnabled();
    expect(screen.queryByTestId('preference-rating_published-always')).toBeNull();

    expect(screen.getByRole('switch', { name: 'Dividend credited: in the app' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Dividend credited: by email' })).not.toBeChecked();
  });

  it('saves each switch as it moves, naming only that kind', async () => {
    const api = preferencesApi();
    renderScreen('/my_profile');
    const user = userEvent.setup();
    const inApp = await screen.findByRole('switch', { name: 'New rating in a list you follow: in the app' });
    await user.click(inApp);
    expect(inApp).not.toBeChecked();
    await waitFor(() => expect(screen.getByTestId('notification-preferences-status')).toHaveTextContent('Saved.'));
    expect(api.puts()).toEqual([{ preferences: [{ kind: 'rating_published', in_app: false, email: true }] }]);

    await user.click(screen.getByRole('switch', { name: 'Dividend credited: by email' }));
    await waitFor(() => expect(api.puts()).toHaveLength(2));
    expect(api.puts()[1]).toEqual({ preferences: [{ kind: 'dividend_credited', in_app: false, email: true }] });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Dividend credited: by email' })).toBeChecked());
    // The first change holds.
    expect(inApp).not.toBeChecked();
  });

  it('sends quick changes one after another, and keeps every switch where it was put', async () => {
    const api = preferencesApi();
    renderScreen('/my_profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'New rating in a list you follow: by email' }));
    await user.click(screen.getByRole('switch', { name: 'Analyst decision on an opinion: in the app' }));
    await waitFor(() => expect(api.puts()).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('notification-preferences-status')).toHaveTextContent('Saved.'));
    expect(api.puts()).toEqual([
      { preferences: [{ kind: 'rating_published', in_app: true, email: false }] },
      { preferences: [{ kind: 'opinion_resolved', in_app: false, email: true }] },
    ]);
    expect(screen.getByRole('switch', { name: 'New rating in a list you follow: by email' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Analyst decision on an opinion: in the app' })).not.toBeChecked();
  });

  it('shows the server’s message and puts the switch back when saving fails', async () => {
    preferencesApi({
      handlers: {
        'PUT /api/notification-preferences': () => ({
          status: 422,
          body: { message: 'Unknown kind of notification', errors: { kind: ['Unknown kind of notification'] } },
        }),
      },
    });
    renderScreen('/my_profile');
    const user = userEvent.setup();
    const inApp = await screen.findByRole('switch', { name: 'New rating in a list you follow: in the app' });
    await user.click(inApp);
    expect(await within(screen.getByTestId('notification-preferences')).findByRole('alert')).toHaveTextContent('Unknown kind of notification');
    await waitFor(() => expect(inApp).toBeChecked());
    expect(screen.getByTestId('notification-preferences-status')).toHaveTextContent('');
  });

  it('comes into view when the address asks for it (the emails’ link)', async () => {
    // The test DOM lays nothing out to scroll: the call is recorded instead.
    const scrolled = vi.fn();
    const { scrollIntoView } = Element.prototype;
    Element.prototype.scrollIntoView = scrolled;
    try {
      preferencesApi();
      renderScreen('/my_profile#notifications');
      await screen.findByTestId('notification-preferences-table');
      await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
      expect(scrolled.mock.contexts[0]).toBe(screen.getByTestId('notification-preferences'));
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView;
    }
  });

  it('is absent, and so is the bell, while the notifications module is off', async () => {
    const api = preferencesApi({ modules: allModules.filter((id) => id !== 'notifications') });
    renderApp('/my_profile');
    // The profile is there (its data and the header's user menu), without the module's parts.
    await screen.findByTestId('personal-data-form');
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/modules')).toBe(true));
    expect(screen.queryByTestId('notification-preferences')).toBeNull();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(api.calls.some((call) => call.path === '/api/notification-preferences')).toBe(false);
  });

  it('shows the bell to a subscriber while the module is on', async () => {
    preferencesApi();
    renderApp('/my_profile');
    expect(await screen.findByTestId('notification-badge')).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    preferencesApi({
      handlers: {
        'GET /api/notification-preferences': () => ({
          body: { data: somePreferences().map((row) => ({ ...row, label: row.kind === 'opinion_resolved' ? 'قرار المحلل في رأي' : row.label })) },
        }),
      },
    });
    await i18n.changeLanguage('ar');
    renderScreen('/my_profile', { language: 'ar' });
    const section = await screen.findByTestId('notification-preferences');
    await within(section).findByTestId('notification-preferences-table');
    expect(within(section).getByRole('heading', { level: 2, name: 'الإشعارات' })).toBeInTheDocument();
    expect(within(section).getByRole('columnheader', { name: 'في التطبيق' })).toBeInTheDocument();
    expect(within(section).getByRole('columnheader', { name: 'بالبريد' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'قرار المحلل في رأي: بالبريد الإلكتروني' })).toBeDisabled();
    expect(screen.getByTestId('preference-opinion_resolved-always')).toHaveTextContent('يُرسل بالبريد دائماً لأنه جزء من الخدمة.');
  });

  it('shows nothing about push where the deployment has no push keys', async () => {
    withPush({ permission: 'granted', subscribedWith: aPublicKey });
    const api = preferencesApi({ devices: null });
    renderScreen('/my_profile');
    const table = await screen.findByTestId('notification-preferences-table');
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/notification-devices')).toBe(true));
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.queryByTestId('preference-rating_published-push')).toBeNull();
    expect(screen.queryByTestId('push-this-device')).toBeNull();
    expect(screen.queryByTestId('push-devices')).toBeNull();
    expect(screen.getByTestId('notification-preferences')).not.toHaveTextContent(/device/i);
  });

  it('turns notifications on for this device: asks, subscribes with the server’s key, registers it', async () => {
    const push = withPush({ permission: 'default' });
    const api = preferencesApi({ devices: [aDevice()] });
    renderScreen('/my_profile');
    const status = await screen.findByTestId('push-this-device-status');
    await waitFor(() => expect(status).toHaveTextContent('Notifications do not reach this device.'));
    expect(within(screen.getByTestId('notification-preferences-table')).getByRole('columnheader', { name: 'On devices' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Turn on notifications on this device' }));
    await waitFor(() => expect(status).toHaveTextContent('Notifications reach this device, even when Eva is closed.'));
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(api.posts()).toEqual([{ endpoint: THIS_ENDPOINT, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }]);
    expect(screen.getByRole('button', { name: 'Turn off on this device' })).toBeEnabled();
    expect(localStorage.getItem(localKeys.pushEndpoint)).toBe(THIS_ENDPOINT);
    // This device is not among "your other devices".
    expect(screen.queryByTestId('push-device-100')).toBeNull();
    expect(screen.getByTestId('push-device-7')).toBeInTheDocument();
  });

  it('says so when the user refuses, and how to allow notifications later', async () => {
    const push = withPush({ permission: 'default', answer: 'denied' });
    const api = preferencesApi({ devices: [] });
    renderScreen('/my_profile');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    await waitFor(() =>
      expect(screen.getByTestId('push-this-device-status')).toHaveTextContent(/blocks notifications from Eva. To allow them, open the site settings/),
    );
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(api.posts()).toEqual([]);
    expect(screen.queryByTestId('push-this-device-toggle')).toBeNull();
    expect(within(screen.getByTestId('push-this-device')).queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal to register the device', async () => {
    withPush({ permission: 'granted' });
    preferencesApi({
      devices: [],
      handlers: {
        'POST /api/notification-devices': () => ({
          status: 422,
          body: { message: 'The endpoint is not a push service', errors: { endpoint: ['The endpoint is not a push service'] } },
        }),
      },
    });
    renderScreen('/my_profile');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    expect(await within(screen.getByTestId('push-this-device')).findByRole('alert')).toHaveTextContent('The endpoint is not a push service');
    expect(screen.getByTestId('push-this-device-status')).toHaveTextContent('Notifications do not reach this device.');
  });

  it('turns this device off: the server forgets it, then the browser', async () => {
    const push = withPush({ permission: 'granted', subscribedWith: aPublicKey });
    localStorage.setItem(localKeys.pushEndpoint, THIS_ENDPOINT);
    const api = preferencesApi({ devices: [aDevice({ id: 3, endpoint: THIS_ENDPOINT }), aDevice()] });
    renderScreen('/my_profile');
    const status = await screen.findByTestId('push-this-device-status');
    await waitFor(() => expect(status).toHaveTextContent('Notifications reach this device'));
    expect(screen.queryByTestId('push-device-3')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Turn off on this device' }));
    await waitFor(() => expect(status).toHaveTextContent('Notifications do not reach this device.'));
    expect(api.deletes()).toEqual(['/api/notification-devices/3']);
    expect(push.subscription()).toBeNull();
    expect(localStorage.getItem(localKeys.pushEndpoint)).toBeNull();
    expect(api.posts()).toEqual([]);
  });

  it('registers a subscription the browser replaced while Eva was closed, and drops the old one', async () => {
    withPush({ permission: 'granted', subscribedWith: aPublicKey });
    const old = 'https://fcm.googleapis.com/fcm/send/expired';
    localStorage.setItem(localKeys.pushEndpoint, old);
    const api = preferencesApi({ devices: [aDevice({ id: 5, endpoint: old })] });
    renderScreen('/my_profile');
    await waitFor(() => expect(screen.getByTestId('push-this-device-status')).toHaveTextContent('Notifications reach this device'));
    expect(api.posts()).toEqual([{ endpoint: THIS_ENDPOINT, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }]);
    await waitFor(() => expect(api.deletes()).toEqual(['/api/notification-devices/5']));
    expect(localStorage.getItem(localKeys.pushEndpoint)).toBe(THIS_ENDPOINT);
  });

  it('leaves alone a device the user removed elsewhere', async () => {
    withPush({ permission: 'granted', subscribedWith: aPublicKey });
    localStorage.setItem(localKeys.pushEndpoint, THIS_ENDPOINT);
    const api = preferencesApi({ devices: [aDevice()] });
    renderScreen('/my_profile');
    await waitFor(() => expect(screen.getByTestId('push-this-device-status')).toHaveTextContent('Notifications do not reach this device.'));
    expect(api.posts()).toEqual([]);
  });

  it('saves the push switch with the kind’s other choices', async () => {
    const api = preferencesApi({ devices: [] });
    renderScreen('/my_profile');
    const user = userEvent.setup();
    const dividend = await screen.findByRole('switch', { name: 'Dividend credited: on your devices' });
    expect(dividend).not.toBeChecked();
    expect(screen.getByTestId('preference-rating_published-push')).toBeInTheDocument();
    await user.click(dividend);
    expect(dividend).toBeChecked();
    await waitFor(() => expect(screen.getByTestId('notification-preferences-status')).toHaveTextContent('Saved.'));
    expect(api.puts()).toEqual([{ preferences: [{ kind: 'dividend_credited', in_app: false, email: false, push: true }] }]);

    // The other switches leave `push` out: the server keeps it.
    await user.click(screen.getByRole('switch', { name: 'Dividend credited: in the app' }));
    await waitFor(() => expect(api.puts()).toHaveLength(2));
    expect(api.puts()[1]).toEqual({ preferences: [{ kind: 'dividend_credited', in_app: true, email: false }] });
    expect(dividend).toBeChecked();
  });

  it('removes another of the user’s devices', async () => {
    const api = preferencesApi({
      devices: [aDevice(), aDevice({ id: 8, endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/x', service: 'updates.push.services.mozilla.com' })],
    });
    renderScreen('/my_profile');
    const list = await screen.findByTestId('push-devices');
    expect(within(list).getByRole('heading', { name: 'Your other devices' })).toBeInTheDocument();
    const row = screen.getByTestId('push-device-7');
    expect(row).toHaveTextContent('fcm.googleapis.com');
    expect(row).toHaveTextContent(`Added on ${formatDay('2026-11-20T08:30:00Z', 'en')}`);
    const remove = within(row).getByRole('button', { name: /^Remove .*fcm\.googleapis\.com.*, added on / });

    await userEvent.setup().click(remove);
    await waitFor(() => expect(screen.queryByTestId('push-device-7')).toBeNull());
    expect(api.deletes()).toEqual(['/api/notification-devices/7']);
    expect(screen.getByTestId('push-device-8')).toBeInTheDocument();
  });

  it('says in one sentence when this browser cannot receive notifications', async () => {
    preferencesApi({ devices: [aDevice()] });
    renderScreen('/my_profile');
    const block = await screen.findByTestId('push-this-device');
    expect(within(block).getByTestId('push-this-device-status')).toHaveTextContent(
      /cannot receive notifications. On iPhone and iPad, add Eva to the Home Screen/,
    );
    expect(within(block).queryByRole('button')).toBeNull();
    // The user's devices can still be managed from here.
    expect(screen.getByTestId('push-device-7')).toBeInTheDocument();
  });

  it('speaks Arabic about push too', async () => {
    preferencesApi({ devices: [aDevice()] });
    await i18n.changeLanguage('ar');
    renderScreen('/my_profile', { language: 'ar' });
    const table = await screen.findByTestId('notification-preferences-table');
    expect(within(table).getByRole('columnheader', { name: 'على الأجهزة' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'New rating in a list you follow: على أجهزتك' })).toBeChecked();
    expect(within(screen.getByTestId('push-this-device')).getByRole('heading', { name: 'هذا الجهاز' })).toBeInTheDocument();
    expect(screen.getByTestId('push-this-device-status')).toHaveTextContent('لا يستقبل هذا المتصفح الإشعارات.');
    expect(screen.getByTestId('push-device-7')).toHaveTextContent(`أُضيف في ${formatDay('2026-11-20T08:30:00Z', 'ar')}`);
    expect(within(screen.getByTestId('push-device-7')).getByRole('button', { name: /^إزالة / })).toBeInTheDocument();
  });
});
