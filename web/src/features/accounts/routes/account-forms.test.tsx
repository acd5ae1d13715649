import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';

const location = () => screen.getByTestId('location').textContent;

afterEach(() => vi.unstubAllGlobals());

describe('register', () => {
  it('checks the form before sending it (spec §5)', async () => {
    const api = installFakeApi();
    renderScreen('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    // Nothing is new at sign-up (the profile and reset forms say "New passwords").
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the terms and conditions')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/register')).toBe(false);
  });

  it('shows the server field errors under their fields', async () => {
    installFakeApi({
      handlers: {
        'POST /api/register': () => ({
          status: 422,
          body: { message: 'Please enter a valid email address', errors: { email: ['Please enter a valid email address'] } },
        }),
      },
    });
    document.cookie = 'XSRF-TOKEN=x; path=/';
    renderScreen('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Sara');
    await user.type(screen.getByLabelText('Email'), 'sara@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long-enough');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the form, signs nobody in and asks for the emailed code', async () => {
    const api = installFakeApi({
      handlers: {
        'POST /api/register': () => ({ status: 202, body: { data: { email: 'sara@example.com', message: 'Check your email' } } }),
      },
    });
    document.cookie = 'XSRF-TOKEN=x; path=/';
    renderScreen('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Sara');
    await user.type(screen.getByLabelText('Email'), 'sara@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long-enough');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(location()).toBe('/register_confirm?email=sara%40example.com'));
    expect(localStorage.getItem(localKeys.token)).toBeNull();
    expect(api.calls.find((call) => call.path === '/api/register')?.body).toEqual({
      name: 'Sara',
      email: 'sara@example.com',
      password: 'long-enough',
      password_confirmation: 'long-enough',
      terms: true,
    });
    const form = await screen.findByTestId('confirm-form');
    expect(form).toBeInTheDocument();
    expect(screen.getByText('sara@example.com')).toBeInTheDocument();
  });
});

describe('register confirmation', () => {
  it('makes the account from the emailed link, signs it in, then asks for the phone', async () => {
    const api = installFakeApi({
      handlers: {
        'POST /api/register/confirm': () => ({ status: 201, body: { data: { token: 'new-token', user: aUser({ phone: null }) } } }),
      },
    });
    renderScreen('/register_confirm?email=sara%40example.com&code=123456');
    await waitFor(() => expect(location()).toBe('/phone'));
    expect(api.calls.find((call) => call.path === '/api/register/confirm')?.body).toEqual({ email: 'sara@example.com', code: '123456' });
    expect(localStorage.getItem(localKeys.token)).toBe('new-token');
    expect(api.calls.some((call) => call.path === '/api/verify-email')).toBe(false);
  });

  it('shows why a code was refused', async () => {
    installFakeApi({
      handlers: {
        'POST /api/register/confirm': () => ({
          status: 422,
          body: { message: 'The verification code is invalid or has expired', errors: { code: ['The verification code is invalid or has expired'] } },
        }),
      },
    });
    renderScreen('/register_confirm?email=sara%40example.com');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The verification code is invalid or has expired')).toBeInTheDocument();
    expect(localStorage.getItem(localKeys.token)).toBeNull();
  });

  it('confirms the address of an older signed-in account, then asks for the phone', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    const api = installFakeApi({
      user: aUser({ phone: null, email_verified: false }),
      // The Rust API answers with the user itself as data.
      handlers: { 'POST /api/verify-email': () => ({ body: { data: aUser({ phone: null }) } }) },
    });
    renderScreen('/register_confirm?email=sara%40example.com&code=123456');
    await waitFor(() => expect(location()).toBe('/phone'));
    expect(api.calls.find((call) => call.path === '/api/verify-email')?.body).toEqual({ email: 'sara@example.com', code: '123456' });
  });
});

describe('login', () => {
  it('shows the server message for wrong credentials', async () => {
    installFakeApi({
      handlers: { 'POST /api/login': () => ({ status: 422, body: { message: 'Invalid email or password' } }) },
    });
    renderScreen('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'sara@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(localStorage.getItem(localKeys.token)).toBeNull();
  });
});

describe('login without a phone', () => {
  it('asks for the phone first, then continues to the intended route', async () => {
    const api = installFakeApi({
      handlers: {
        'POST /api/login': () => ({ body: { data: { token: 'tok', user: aUser({ phone: null }) } } }),
        'POST /api/phone': () => ({ body: { data: null } }),
      },
    });
    renderScreen('/my_lists');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'sara@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(location()).toBe('/phone'));
    await user.type(await screen.findByLabelText('Mobile number'), '0501234567');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location()).toBe('/my_lists'));
    expect(api.calls.find((call) => call.path === '/api/phone')?.body).toEqual({ phone: '0501234567' });
  });
});

describe('my profile', () => {
  it('refuses a new password that does not match its confirmation', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    const api = installFakeApi();
    renderScreen('/my_profile?tab=password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('New passwords do not match')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/profile/password')).toBe(false);
  });
});
