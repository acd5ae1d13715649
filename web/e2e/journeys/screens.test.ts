import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { newSubscriber } from '../support/accounts.ts';
import { backendIsUp } from '../support/backend.ts';
import { newContext, openBrowser, openInApp, screenshot, settle } from '../support/browser.ts';
import { onPagePool } from '../support/page-pool.ts';
import { skipOrFail } from '../support/skip.ts';

/** Pages loaded at once: on the journeys' 2 cores, a third page is no faster. */
const pages = 2;

// Every route's landing and console errors are checked with axe, on the same visits
// (accessibility.test.ts): these are the screens kept as screenshots, and a page in the other
// language than the app's.
describe('screens for the record', () => {
  let browser: Browser;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('shows a signed-in subscriber the screens that need the API (English), for the record', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    const { token } = await newSubscriber('routes', 'E2E Subscriber');
    const context = await newContext(browser, { language: 'en' });
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    await onPagePool(
      context,
      pages,
      [
        ['/', 'home-subscriber-en'],
        ['/techinal-analysis', 'technical-analysis-subscriber-en'],
        ['/my_profile', 'profile-personal-en'],
        ['/my_profile?tab=password', 'profile-password-en'],
        ['/terms', 'terms-en'],
        ['/faq', 'faq-en'],
        ['/no-payment', 'no-payment-en'],
        ['/success/analysis', 'success-analysis-en'],
      ] as const,
      // Each page's first screen is a page load, its next ones are reached inside the app.
      async ({ page }, [path, name]) => {
        await openInApp(page, path);
        await screenshot(page, name);
      },
    );
    await context.close();
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
    await openInApp(page, '/privacy-policy');
    await page.getByTestId('content-privacy-policy').waitFor();
    await settle(page);
    await screenshot(page, 'privacy-policy-ar');
    await context.close();
  });
});
