import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { callApi } from './backend.ts';
import { baseUrl, mailboxDir } from './config.ts';
import { verificationCodeOf, waitForEmail } from './mailbox.ts';

/** A new session's token for `who`, from the API. */
export async function tokenOf(who: { email: string; password: string }): Promise<string> {
  return (await callApi<{ data: { token: string } }>('POST', '/api/login', { email: who.email, password: who.password })).data.token;
}

/**
 * Opens `path` (home by default) on `page` signed in as `who`: with the token a sign-in through
 * the API gives (or the one `who` already has), stored where the app keeps it. The sign-in form
 * itself is the account journey's subject; the other journeys only need to be signed in. Returns
 * the token.
 */
export async function signIn(page: Page, who: { email: string; password: string; token?: string }, path = '/'): Promise<string> {
  const token = who.token ?? (await tokenOf(who));
  // An address of another server (a journey's own copy) signs in there; its token comes with `who`.
  const signedInOrigin = new URL(path, baseUrl).origin;
  // In place before the app starts, once per tab: signing out afterwards stays signed out.
  await page.context().addInitScript(
    ({ origin, value }) => {
      const done = `e2e-signed-in:${value}`;
      if (window.location.origin !== origin || sessionStorage.getItem(done) !== null) return;
      localStorage.setItem('token', value);
      sessionStorage.setItem(done, '1');
    },
    { origin: signedInOrigin, value: token },
  );
  await page.goto(path);
  return token;
}

/**
 * A new subscriber signed up through the API (the form, then the emailed code), with a phone on
 * file (signing in needs one). `label` names the journey in the address.
 */
export async function newSubscriber(label: string, name: string): Promise<{ email: string; password: string; token: string }> {
  const email = `e2e.${label}.${Date.now()}.${randomInt(1000, 9999)}@example.com`;
  const password = 'Eva-e2e-Passw0rd';
  const sentAt = Date.now();
  await callApi('POST', '/api/register', { name, email, password, password_confirmation: password, terms: true });
  // The account is made by the code the sign-up emails, as a person's is.
  assert.ok(mailboxDir, 'EVA_E2E_MAILBOX_DIR names the mailbox where the sign-up code arrives');
  const code = verificationCodeOf(await waitForEmail(mailboxDir, email, sentAt));
  assert.ok(code, `a sign-up code reached ${email}`);
  const made = await callApi<{ data: { token: string } }>('POST', '/api/register/confirm', { email, code });
  const token = made.data.token;
  await callApi('POST', '/api/phone', { phone: `+96655${randomInt(1_000_000, 9_999_999)}` }, token);
  return { email, password, token };
}

/** The token of the account signed in on `page`. */
export async function tokenIn(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  assert.ok(token, 'the page is signed in');
  return token;
}
