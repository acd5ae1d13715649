import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localKeys, sessionKeys } from '../../lib/storage-keys';
import { aUser, installFakeApi } from '../../test/fake-api';
import { renderApp, renderScreen } from '../../test/render-app';

const location = () => screen.getByTestId('location').textContent;

afterEach(() => vi.unstubAllGlobals());

describe('start-up flow (spec §4)', () => {
  it('sends a signed-in user without a phone to /phone', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    installFakeApi({ user: aUser({ phone: null }) });
    renderScreen('/news');
    await waitFor(() => expect(location()).toBe('/phone'));
  });

  it("treats the phone '-' as missing", async () => {
    localStorage.setItem(localKeys.token, 'tok');
    installFakeApi({ user: aUser({ phone: '-' }) });
    renderScreen('/');
    await waitFor(() => expect(location()).toBe('/phone'));
  });

  it('leaves the email confirmation screen alone', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    const api = installFakeApi({ user: aUser({ phone: null }) });
    renderScreen('/register_confirm');
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/user')).toBe(true));
    expect(await screen.findByTestId('confirm-form')).toBeInTheDocument();
    expect(location()).toBe('/register_confirm');
  });

  it('resumes an interrupted payment first', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    sessionStorage.setItem(sessionKeys.intendedRoute, '/payment/12');
    sessionStorage.setItem(sessionKeys.analysisPayment, '1');
    installFakeApi({ user: aUser({ phone: null }) });
    renderScreen('/');
    await waitFor(() => expect(location()).toBe('/payment/12'));
    expect(sessionStorage.getItem(sessionKeys.intendedRoute)).toBeNull();
    expect(sessionStorage.getItem(sessionKeys.analysisPayment)).toBeNull();
  });

  it('sends a finished analysis payment to /success', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    sessionStorage.setItem(sessionKeys.analysisPayment, '1');
    installFakeApi();
    renderScreen('/');
    await waitFor(() => expect(location()).toBe('/success'));
    expect(await screen.findByTestId('success-page')).toBeInTheDocument();
  });

  it('keeps a user whose phone is known where they are, and loads the global contact numbers', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    const api = installFakeApi();
    renderApp('/news');
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/contents/whatsapp')).toBe(true));
    expect(api.calls.some((call) => call.path === '/api/contents/contact_us')).toBe(true);
    expect(await screen.findByTestId('news-page')).toBeInTheDocument();
    expect(location()).toBe('/news');
  });

  it('shows the one-time message once, then forgets it', async () => {
    localStorage.setItem(localKeys.oneTimeMessage, 'Welcome back');
    installFakeApi();
    renderScreen('/');
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    expect(localStorage.getItem(localKeys.oneTimeMessage)).toBeNull();
  });
});
