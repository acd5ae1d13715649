import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { backendIsUp, enabledModules } from '../support/backend.ts';
import { launchBrowser, newContext, settle, screenshot } from '../support/browser.ts';
import { skipOrFail } from '../support/skip.ts';

/** Header stock search (spec §4 "Search"): debounced, '(symbol) name', guests go to sign in. */
describe('stock search', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('lists matching stocks and sends a guest who picks one to sign in, remembering the chat', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    if (!(await enabledModules()).has('market')) return t.skip('the market module is disabled: no search box');

    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    await page.goto('/');
    // Type once the start-up requests are done, so nothing re-renders the header under the typing.
    await settle(page);
    const box = page.getByRole('combobox', { name: 'Search for a stock' });
    await box.fill('22');
    const first = page.getByRole('listbox').getByRole('option').first();
    await first.waitFor();
    assert.match((await first.textContent()) ?? '', /^\(.+\) .+/, "options read '(symbol) name'");
    await settle(page);
    await screenshot(page, 'stock-search-en', { fullPage: false });

    // The option's label, not its stock-page link at the end of the row.
    const label = first.getByText(/^\(.+\) .+/);
    await label.click();
    await page.waitForURL('**/login');
    const intended = await page.evaluate(() => sessionStorage.getItem('intended_route'));
    assert.match(intended ?? '', /^\/chat\?stock_id=.+/);
    await context.close();
  });
});
