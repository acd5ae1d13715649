import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { sessionKeys } from '../../lib/storage-keys';
import { installFakeApi } from '../../test/fake-api';
import { renderApp, renderScreen } from '../../test/render-app';

const location = () => screen.getByTestId('location').textContent;

afterEach(async () => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

describe('a guest sent to sign in', () => {
  it('is told why after picking a stock in the header search (spec §4: guests sign in first)', async () => {
    installFakeApi({ handlers: { 'GET /api/stocks': () => ({ body: { data: [{ id: 1, symbol: '2222', name: 'Saudi Arabian Oil Co.' }] } }) } });
    renderApp('/');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Search for a stock' }), 'Ara');
    const option = await within(await screen.findByRole('listbox')).findByText(/\(2222\) Saudi Arabian Oil Co\./);
    await user.click(option);
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByText('Sign in, or create an account, to ask Eva Chat about (2222) Saudi Arabian Oil Co..')).toBeInTheDocument();
    expect(sessionStorage.getItem(sessionKeys.intendedRoute)).toContain('stock_id=1');
  });

  it('is told why a members’ page sent them, in Arabic', async () => {
    await i18n.changeLanguage('ar');
    installFakeApi();
    renderScreen('/my_lists', { language: 'ar' });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByText('سجّل الدخول، أو أنشئ حساباً، لتفتح الصفحة التي طلبتها.')).toBeInTheDocument();
  });

  it('opening the sign-in page directly says nothing more', async () => {
    installFakeApi();
    renderScreen('/login');
    await screen.findByTestId('login-form');
    expect(screen.queryByText(/or create an account, to/)).toBeNull();
  });
});
