import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
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

/** happy-dom's window, whose size MUI's media queries read (1024 × 768 unless a test says otherwise). */
const viewport = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;

describe('staff console: its menu on a phone', () => {
  afterEach(() => viewport.setViewport({ width: 1024, height: 768 }));

  it('folds below md into one button naming the page shown, which opens the list in place', async () => {
    viewport.setViewport({ width: 390, height: 844 });
    localStorage.setItem(localKeys.token, 'tok');
    installFakeApi({ user: aUser({ role: 'staff' }), handlers: { 'GET /api/staff/modules': () => ({ body: { data: staffModules } }) } });
    renderScreen('/staff/modules');
    expect(await screen.findByTestId('staff-modules')).toBeInTheDocument();

    // One control above the page, not the ~18 entries.
    const toggle = screen.getByTestId('staff-nav-toggle');
    expect(toggle).toHaveTextContent('Modules');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('staff-nav-jobs')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Staff console pages' })).toContainElement(toggle);

    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    expect(within(list as HTMLElement).getByTestId('staff-nav-jobs')).toBeInTheDocument();

    // Following a link shows that page and folds the list again, now naming it.
    await user.click(screen.getByTestId('staff-nav-jobs'));
    await waitFor(() => expect(location()).toBe('/staff/jobs'));
    await waitFor(() => expect(screen.queryByTestId('staff-nav-modules')).not.toBeInTheDocument());
    expect(screen.getByTestId('staff-nav-toggle')).toHaveTextContent('Failed jobs');
    expect(screen.getByTestId('staff-nav-toggle')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the side list on a desktop', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    installFakeApi({ user: aUser({ role: 'staff' }), handlers: { 'GET /api/staff/modules': () => ({ body: { data: staffModules } }) } });
    renderScreen('/staff/modules');
    expect(await screen.findByTestId('staff-nav-jobs')).toBeInTheDocument();
    expect(screen.queryByTestId('staff-nav-toggle')).not.toBeInTheDocument();
  });
});

describe('staff console: the visitor feedback entry', () => {
  it('is named for visitors’ and clients’ feedback, not «الآراء» (Eva opinions)', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    installFakeApi({ user: aUser({ role: 'staff' }), handlers: { 'GET /api/staff/modules': () => ({ body: { data: staffModules } }) } });
    await i18n.changeLanguage('ar');
    renderScreen('/staff/modules', { language: 'ar' });
    const entry = await screen.findByTestId('staff-nav-feedback');
    expect(entry).toHaveTextContent('ملاحظات الزوار والعملاء');
    expect(entry.textContent).not.toMatch(/آراء/);
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
