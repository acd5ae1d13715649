import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { localKeys } from '../../../lib/storage-keys';
import { allModules, installFakeApi } from '../../../test/fake-api';
import { renderApp, renderScreen } from '../../../test/render-app';
import { somePreferences } from '../testing/fixtures';
import type { PreferenceChoice, PreferenceView } from '../types';

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

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

/** The server's preferences: PUT changes the kinds named (an always-emailed kind stays emailed) and answers them all. */
function preferencesApi(options: { modules?: string[]; handlers?: Handlers } = {}) {
  let rows: PreferenceView[] = somePreferences();
  const api = installFakeApi({
    modules: options.modules,
    handlers: {
      'GET /api/profile': () => ({ body: { data: profile } }),
      'GET /api/notification-preferences': () => ({ body: { data: rows } }),
      'PUT /api/notification-preferences': ({ body }) => {
        const { preferences } = body as { preferences: PreferenceChoice[] };
        rows = rows.map((row) => {
          const choice = preferences.find((c) => c.kind === row.kind);
          return choice ? { ...row, in_app: choice.in_app, email: row.email_always || choice.email } : row;
        });
        return { body: { data: rows } };
      },
      ...options.handlers,
    },
  });
  return { ...api, puts: () => api.calls.filter((call) => call.method === 'PUT').map((call) => call.body) };
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
});
