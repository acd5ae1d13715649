import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { newContext, openBrowser, openInApp, pathOf, phone, screenshot, settle, stillness } from '../support/browser.ts';

/** The shell's own behaviour: needs only the built web app (a backend is optional). */
describe('app shell', () => {
  let browser: Browser;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  const htmlLangAndDir = (page: import('playwright-core').Page) =>
    page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

  it('starts in Arabic, right to left', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('home-page').waitFor();
    assert.deepEqual(await htmlLangAndDir(page), { lang: 'ar', dir: 'rtl' });
    await context.close();
  });

  it('switches to English with the toggle, keeps it after a reload, and switches back', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('language-toggle').click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assert.deepEqual(await htmlLangAndDir(page), { lang: 'en', dir: 'ltr' });
    assert.equal(await page.evaluate(() => localStorage.getItem('language')), 'en');

    await page.reload();
    await page.getByTestId('home-page').waitFor();
    assert.deepEqual(await htmlLangAndDir(page), { lang: 'en', dir: 'ltr' });

    await page.getByTestId('language-toggle').click();
    await page.waitForFunction(() => document.documentElement.lang === 'ar');
    assert.deepEqual(await htmlLangAndDir(page), { lang: 'ar', dir: 'rtl' });
    await context.close();
  });

  it('opens the mobile sidebar at 390×844 and closes it with Escape, a click outside, or navigation', async () => {
    const context = await newContext(browser, { viewport: phone });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('home-page').waitFor();
    const sidebar = page.getByTestId('mobile-sidebar');
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);

    await page.getByTestId('open-sidebar').click();
    await sidebar.waitFor({ state: 'visible' });
    assert.equal(await bodyOverflow(), 'hidden', 'the page behind must not scroll');
    // Slid in.
    await stillness(sidebar);
    await screenshot(page, 'mobile-sidebar-ar', { fullPage: false });

    await page.keyboard.press('Escape');
    await sidebar.waitFor({ state: 'hidden' });
    assert.notEqual(await bodyOverflow(), 'hidden');

    await page.getByTestId('open-sidebar').click();
    await sidebar.waitFor({ state: 'visible' });
    await stillness(sidebar);
    // The overlay is on the right in Arabic: a click near the left edge lands on the backdrop.
    await page.mouse.click(20, 420);
    await sidebar.waitFor({ state: 'hidden' });

    await page.getByTestId('open-sidebar').click();
    await sidebar.waitFor({ state: 'visible' });
    await sidebar.locator('a[href="/faq"]').click();
    await page.waitForURL('**/faq');
    await sidebar.waitFor({ state: 'hidden' });
    await context.close();
  });

  for (const language of ['ar', 'en'] as const) {
    it(`shows the account screens and the fallbacks in ${language === 'ar' ? 'Arabic' : 'English'}`, async () => {
      const context = await newContext(browser, { language });
      const page = await context.newPage();
      const screens: [string, string][] = [
        ['/login', 'login-form'],
        ['/register', 'register-form'],
        ['/forgot_password', 'forgot-form'],
        ['/reset_password?token=t&email=user%40example.com', 'reset-form'],
        // A module's screen; NotFound instead when its module (research) is disabled.
        ['/news', 'news-page'],
        ['/no/such/page', 'not-found'],
      ];
      // The first screen is a page load, the others are reached inside the app, as its links do.
      for (const [path, testId] of screens) {
        await openInApp(page, path);
        const shown = testId === 'news-page' ? '[data-testid="news-page"], [data-testid="not-found"]' : `[data-testid="${testId}"]`;
        await page.locator(shown).first().waitFor();
        assert.equal(pathOf(page), path);
        await settle(page);
        await screenshot(page, `${testId}-${language}`);
      }
      await context.close();
    });
  }

  it('sends a guest from a signed-in route to /login and remembers the route', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/my_profile?tab=bank');
    await page.waitForURL('**/login');
    assert.equal(await page.evaluate(() => sessionStorage.getItem('intended_route')), '/my_profile?tab=bank');
    await context.close();
  });
});
