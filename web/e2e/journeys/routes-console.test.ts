import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { backendIsUp, callApi, enabledModules } from '../support/backend.ts';
import { launchBrowser, newContext, pathOf, screenshot, settle, watchErrors } from '../support/browser.ts';
import { mailboxDir } from '../support/config.ts';
import { verificationCodeOf, waitForEmail } from '../support/mailbox.ts';
import { skipOrFail } from '../support/skip.ts';
import { marketVariantRoutes, specRoutes } from '../support/spec-routes.ts';

/** Modules whose every route has its real screen. */
const builtModules = new Set(['market', 'ratings', 'opinions']);

/**
 * Visits every route of spec §2 and collects console errors and wrong outcomes: a route of a
 * disabled module must show NotFound; otherwise its access rule decides where the user lands.
 */
async function visitAll(context: BrowserContext, role: 'guest' | 'subscriber', modules: Set<string>): Promise<string[]> {
  const problems: string[] = [];
  const page = await context.newPage();
  const errors = watchErrors(page);
  for (const route of [...specRoutes, ...marketVariantRoutes]) {
    errors.length = 0;
    await page.goto(route.path);
    await settle(page);
    const landed = pathOf(page);
    const notFound = await page.getByTestId('not-found').isVisible();
    // These modules' screens are built: none may still be the placeholder, or fail to load.
    const builtProblem =
      route.module !== null && builtModules.has(route.module) && !landed.startsWith('/login') && modules.has(route.module)
        ? (await page.getByTestId('coming-soon').isVisible())
          ? 'still shows the coming-soon placeholder'
          : (await page.getByTestId('query-error').first().isVisible())
            ? 'shows a load error'
            : null
        : null;
    if (builtProblem) problems.push(`${route.path}: ${builtProblem}`);
    if (route.module !== null && !modules.has(route.module)) {
      if (!notFound) problems.push(`${route.path}: module ${route.module} is disabled, NotFound expected`);
    } else if (notFound) {
      problems.push(`${route.path}: shows NotFound although module ${route.module} is enabled`);
    } else if (role === 'guest' && route.access === 'signedIn' && !landed.startsWith('/login')) {
      problems.push(`${route.path}: a guest should be sent to /login, landed on ${landed}`);
    } else if (role === 'subscriber' && route.access === 'guestOnly' && landed !== '/') {
      problems.push(`${route.path}: a signed-in user should be sent to /, landed on ${landed}`);
    } else if (role === 'subscriber' && route.access === 'signedIn' && landed.startsWith('/login')) {
      problems.push(`${route.path}: a signed-in user was sent to /login`);
    }
    for (const error of errors) problems.push(`${route.path}: ${error}`);
  }
  await page.close();
  return problems;
}

/** A signed-in subscriber made through the API: confirmed (when the inbox is known) and with a phone. */
async function createSubscriber(): Promise<string> {
  const email = `e2e.routes.${Date.now()}.${randomInt(1000, 9999)}@example.com`;
  const password = 'Eva-e2e-Passw0rd';
  const sentAt = Date.now();
  const registered = await callApi<{ data: { token: string } }>('POST', '/api/register', {
    name: 'E2E Subscriber',
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
  return token;
}

describe('every route of spec §2', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('shows no console errors to a guest (Arabic)', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    const context = await newContext(browser);
    const problems = await visitAll(context, 'guest', await enabledModules());
    await context.close();
    assert.deepEqual(problems, []);
  });

  it('shows no console errors to a signed-in subscriber (English)', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    const token = await createSubscriber();
    const context = await newContext(browser, { language: 'en' });
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    const problems = await visitAll(context, 'subscriber', await enabledModules());

    // Screens that need the API, for the record.
    const page = await context.newPage();
    for (const [path, name] of [
      ['/', 'home-subscriber-en'],
      ['/techinal-analysis', 'technical-analysis-subscriber-en'],
      ['/my_profile', 'profile-personal-en'],
      ['/my_profile?tab=password', 'profile-password-en'],
      ['/terms', 'terms-en'],
      ['/faq', 'faq-en'],
      ['/no-payment', 'no-payment-en'],
      ['/success/analysis', 'success-analysis-en'],
    ] as const) {
      await page.goto(path);
      await settle(page);
      await screenshot(page, name);
    }
    await context.close();
    assert.deepEqual(problems, []);
  });

  it('shows the English privacy policy to a guest in the Arabic app', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/en/privacy-policy');
    const article = page.getByTestId('content-privacy-policy');
    await article.waitFor();
    assert.equal(await article.getAttribute('lang'), 'en');
    assert.equal(await article.getAttribute('dir'), 'ltr');
    await settle(page);
    await screenshot(page, 'privacy-policy-en-in-ar');
    await page.goto('/privacy-policy');
    await page.getByTestId('content-privacy-policy').waitFor();
    await settle(page);
    await screenshot(page, 'privacy-policy-ar');
    await context.close();
  });
});
