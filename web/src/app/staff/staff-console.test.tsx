import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../../lib/storage-keys';
import { aUser, installFakeApi } from '../../test/fake-api';
import { renderApp, renderScreen } from '../../test/render-app';
import type { StaffModule } from './modules/get-staff-modules';

const location = () => screen.getByTestId('location').textContent;

afterEach(() => vi.unstubAllGlobals());

function aModule(overrides: Partial<StaffModule> & Pick<StaffModule, 'id'>): StaffModule {
  return { name_ar: overrides.id, name_en: overrides.id, enabled: true, locked: false, required: false, depends_on: [], dependents: [], ...overrides };
}

const staffModules = [
  aModule({ id: 'accounts', name_en: 'Accounts', required: true }),
  aModule({ id: 'market', name_en: 'Market', dependents: ['ratings'] }),
  aModule({ id: 'ratings', name_en: 'Ratings', depends_on: ['market'] }),
];

describe('staff console', () => {
  it('sends a guest to /login', async () => {
    installFakeApi();
    renderScreen('/staff/modules');
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('is NotFound for a signed-in user without the staff role, and not in their menu', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    const api = installFakeApi({ user: aUser({ role: 'analyst' }) });
    renderApp('/staff/modules');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/api/staff/'))).toBe(false);

    await userEvent.setup().click(await screen.findByTestId('account-menu-button'));
    expect(await screen.findByTestId('logout-link')).toBeInTheDocument();
    expect(screen.queryByTestId('staff-console-link')).not.toBeInTheDocument();
  });

  it('opens for staff at its first page, with the pages of enabled modules in its navigation', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    installFakeApi({
      user: aUser({ role: 'staff' }),
      modules: ['content', 'market'],
      handlers: { 'GET /api/staff/modules': () => ({ body: { data: staffModules } }) },
    });
    renderScreen('/staff');
    await waitFor(() => expect(location()).toBe('/staff/modules'));
    expect(await screen.findByTestId('staff-modules')).toBeInTheDocument();
    expect(screen.getByTestId('staff-nav-jobs')).toBeInTheDocument();
    // accounts is off in this deployment: its Users page is neither listed nor routed.
    expect(screen.queryByTestId('staff-nav-users')).not.toBeInTheDocument();
  });

  it('links to the console from the staff user menu', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    installFakeApi({ user: aUser({ role: 'staff' }) });
    renderApp('/');
    await userEvent.setup().click(await screen.findByTestId('account-menu-button'));
    await userEvent.setup().click(await screen.findByTestId('staff-console-link'));
    await waitFor(() => expect(location()).toBe('/staff/modules'));
  });
});

describe('staff console: modules', () => {
  it('switches a module through the API and refreshes both module lists', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    const api = installFakeApi({
      user: aUser({ role: 'staff' }),
      handlers: {
        'GET /api/staff/modules': () => ({ body: { data: staffModules } }),
        'PUT /api/staff/modules/ratings': ({ body }) => ({ body: { data: { ...staffModules[2], ...(body as object) } } }),
      },
    });
    renderScreen('/staff/modules');
    const row = await screen.findByTestId('staff-module-ratings');
    const before = api.calls.filter((call) => call.path === '/api/modules').length;

    const user = userEvent.setup();
    await user.click(within(row).getByRole('switch', { name: 'Turn Ratings on or off' }));

    // A switch is deliberate: the dialog names what users lose, and cancelling changes nothing.
    const dialog = await screen.findByTestId('staff-module-confirm');
    expect(dialog).toHaveTextContent('Switch Ratings off?');
    expect(dialog).toHaveTextContent('Users lose Ratings at once');
    await user.click(within(dialog).getByTestId('staff-module-cancel'));
    await waitFor(() => expect(screen.queryByTestId('staff-module-confirm')).toBeNull());
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(within(row).getByRole('switch')).toBeChecked();

    await user.click(within(row).getByRole('switch', { name: 'Turn Ratings on or off' }));
    await user.click(await screen.findByTestId('staff-module-confirm-button'));
    expect(await screen.findByText('Ratings is off.')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ method: 'PUT', path: '/api/staff/modules/ratings', body: { enabled: false } });
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/modules').length).toBeGreaterThan(before));
    expect(api.calls.filter((call) => call.path === '/api/staff/modules').length).toBeGreaterThan(1);
  });

  it("shows the server's message when the change is refused (409)", async () => {
    localStorage.setItem(localKeys.token, 'tok');
    installFakeApi({
      user: aUser({ role: 'staff' }),
      handlers: {
        'GET /api/staff/modules': () => ({ body: { data: staffModules } }),
        'PUT /api/staff/modules/market': () => ({ status: 409, body: { message: 'Ratings needs Market: switch Ratings off first.' } }),
      },
    });
    renderScreen('/staff/modules');
    const row = await screen.findByTestId('staff-module-market');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('switch', { name: 'Turn Market on or off' }));
    await user.click(await screen.findByTestId('staff-module-confirm-button'));

    const notice = await screen.findByTestId('staff-module-notice');
    expect(notice).toHaveTextContent('Ratings needs Market: switch Ratings off first.');
    // The switch shows the server's state again.
    expect(within(row).getByRole('switch')).toBeChecked();
  });

  it('does not let staff switch off a core module', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    installFakeApi({ user: aUser({ role: 'staff' }), handlers: { 'GET /api/staff/modules': () => ({ body: { data: staffModules } }) } });
    renderScreen('/staff/modules');
    const row = await screen.findByTestId('staff-module-accounts');
    expect(within(row).getByRole('switch')).toBeDisabled();
    expect(within(row).getByText('Core module')).toBeInTheDocument();
  });
});
