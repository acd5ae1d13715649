import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { backendIsUp, callApi, enabledModules } from '../support/backend.ts';
import { desktop, newContext, openBrowser, phone, screenshot, settle } from '../support/browser.ts';
import { skipOrFail } from '../support/skip.ts';

/** Header stock search (spec §4 "Search"): debounced, '(symbol) name', guests go to sign in. */
describe('stock search', () => {
  let browser: Browser;
  before(async () => {
    browser = await openBrowser();
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
    // Not without a word: the sign-in page says why it opened, naming the stock.
    const why = page.getByText(/to ask Eva Chat about \(.+\) .+/);
    await why.waitFor();
    await context.close();
  });

  it('keeps every key typed while the results load, through a switch to the phone layout and back', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    if (!(await enabledModules()).has('market')) return t.skip('the market module is disabled: no search box');

    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    // Every search's answer is held until the test lets them all go; `sent(text)` resolves once
    // the search for `text` has left the page.
    let releaseAll!: () => void;
    const released = new Promise<void>((resolve) => (releaseAll = resolve));
    const waiting = new Map<string, () => void>();
    const searched = new Set<string>();
    const sent = (text: string) =>
      new Promise<void>((resolve) => {
        if (searched.has(text)) resolve();
        else waiting.set(text, resolve);
      });
    await page.route(
      (url) => url.pathname === '/api/stocks',
      async (route) => {
        const text = new URL(route.request().url()).searchParams.get('query') ?? '';
        searched.add(text);
        waiting.get(text)?.();
        await released;
        // A search the app gave up on (its text changed) was cancelled: nothing to answer.
        await route.continue().catch(() => undefined);
      },
    );

    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search for a stock' });
    await box.pressSequentially('Ara');
    await sent('Ara');

    // While the answer is on its way, the window narrows to a phone's and widens again (a rotated
    // tablet; a full-page screenshot does the same for a moment), and the typing goes on.
    await page.setViewportSize(phone);
    await page.getByTestId('open-sidebar').waitFor();
    await page.keyboard.type('m');
    await page.setViewportSize(desktop);
    await page.getByTestId('open-sidebar').waitFor({ state: 'detached' });
    await page.keyboard.type('co');
    await screenshot(page, 'stock-search-loading-en');
    assert.equal(await box.inputValue(), 'Aramco', 'every key typed is in the box');
    assert.ok(await box.evaluate((input) => input === document.activeElement), 'the box kept the focus');

    // The answers arrive, the older searches' too: the options are the answer for the whole text.
    await sent('Aramco');
    releaseAll();
    const answer = await callApi<{ data: { symbol: string; name: string }[] }>('GET', '/api/stocks?query=Aramco&limit=45');
    const expected = answer.data.map((stock) => `(${stock.symbol}) ${stock.name}`);
    assert.ok(expected.length > 0, 'the demo market has Aramco');
    await page.waitForFunction(
      (wanted) =>
        JSON.stringify(Array.from(document.querySelectorAll('[role="listbox"] [role="option"]'), (option) => option.textContent)) === JSON.stringify(wanted),
      expected,
    );
    assert.equal(await box.inputValue(), 'Aramco');
    await context.close();
  });
});
