import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { backendIsUp } from '../support/backend.ts';
import { newContext, openBrowser, openInApp, pathOf, screenshot, settle, watchErrors } from '../support/browser.ts';
import { mailboxDir } from '../support/config.ts';
import { verificationCodeOf, waitForEmail } from '../support/mailbox.ts';
import { skipOrFail } from '../support/skip.ts';

async function submit(page: Page, formTestId: string): Promise<void> {
  await page.getByTestId(formTestId).locator('button[type="submit"]').click();
}

async function signOutThroughMenu(page: Page): Promise<void> {
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('logout-link').click();
  await page.waitForURL('**/login');
}

/** The whole account life cycle against the real API and its test SMTP inbox. */
describe('account journey', () => {
  let browser: Browser;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('registers, confirms with the emailed code, adds a phone, signs out, is guarded, signs in and returns, signs out', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    if (!mailboxDir) return skipOrFail(t, 'EVA_E2E_MAILBOX_DIR is not set');

    const email = `e2e.${Date.now()}.${randomInt(1000, 9999)}@example.com`;
    const password = 'Eva-e2e-Passw0rd';
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);

    // Register.
    await page.goto('/register');
    const register = page.getByTestId('register-form');
    await register.locator('input[name="name"]').fill('مستخدم الاختبار');
    await register.locator('input[name="email"]').fill(email);
    await register.locator('input[name="password"]').fill(password);
    await register.locator('input[name="password_confirmation"]').fill(password);
    await register.locator('input[name="terms"]').check();
    const sentAt = Date.now();
    await submit(page, 'register-form');
    // No account and no session yet: the emailed code makes them.
    await page.waitForURL('**/register_confirm?email=*');
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    await page.getByTestId('confirm-form').waitFor();
    await settle(page);
    await screenshot(page, 'register-confirm-ar');

    // Confirm with the code from the newest email to this address.
    const code = verificationCodeOf(await waitForEmail(mailboxDir, email, sentAt));
    assert.ok(code, 'the confirmation email carries a 6-digit code');
    await page.getByTestId('confirm-form').locator('input[name="code"]').fill(code);
    await submit(page, 'confirm-form');

    // A new account has no phone: it is asked for next.
    await page.waitForURL('**/phone');
    await page
      .getByTestId('phone-form')
      .locator('input[name="phone"]')
      .fill(`+96655${randomInt(1_000_000, 9_999_999)}`);
    await submit(page, 'phone-form');
    await page.waitForURL((url) => url.pathname === '/');

    await signOutThroughMenu(page);
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);

    // A guarded route sends the guest to sign in, and back afterwards.
    await page.goto('/my_profile?tab=bank');
    await page.waitForURL('**/login');
    await page.getByTestId('login-form').locator('input[name="email"]').fill(email);
    await page.getByTestId('login-form').locator('input[name="password"]').fill(password);
    await submit(page, 'login-form');
    await page.waitForURL('**/my_profile?tab=bank');
    await page.getByTestId('bank-details-form').waitFor();
    assert.equal(pathOf(page), '/my_profile?tab=bank');
    await settle(page);
    await screenshot(page, 'profile-bank-ar');

    await openInApp(page, '/my_profile');
    await page.getByTestId('personal-data-form').waitFor();
    await settle(page);
    await screenshot(page, 'profile-personal-ar');

    await signOutThroughMenu(page);
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);

    // The register step may call GET /sanctum/csrf-cookie; everything else must be clean.
    assert.deepEqual(
      errors.filter((error) => !error.includes('/sanctum/csrf-cookie')),
      [],
    );
    await context.close();
  });
});
