import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { callApi } from './backend.ts';
import { mailboxDir } from './config.ts';
import { verificationCodeOf, waitForEmail } from './mailbox.ts';

/** Signs in through the login form and waits for home (the user needs a phone on file). */
export async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.locator('input[name="email"]').fill(who.email);
  await form.locator('input[name="password"]').fill(who.password);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * A new subscriber signed up through the API: email confirmed when the test inbox is known, and a
 * phone on file (signing in needs one). `label` names the journey in the address.
 */
export async function newSubscriber(label: string, name: string): Promise<{ email: string; password: string; token: string }> {
  const email = `e2e.${label}.${Date.now()}.${randomInt(1000, 9999)}@example.com`;
  const password = 'Eva-e2e-Passw0rd';
  const sentAt = Date.now();
  const registered = await callApi<{ data: { token: string } }>('POST', '/api/register', {
    name,
    email,
    password,
    password_confirmation: password,
    terms: true,
  });
  const token = registered.data.token;
  if (mailboxDir) {
    const code = verificationCodeOf(await waitForEmail(mailboxDir, email, sentAt));
    if (code) await callApi('POST', '/api/verify-email', { email, code }, token);
  }
  await callApi('POST', '/api/phone', { phone: `+96655${randomInt(1_000_000, 9_999_999)}` }, token);
  return { email, password, token };
}

/** The token of the account signed in on `page`. */
export async function tokenIn(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  assert.ok(token, 'the page is signed in');
  return token;
}
