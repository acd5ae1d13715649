import assert from 'node:assert/strict';
import { after, before, describe, it, type TestContext } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { backendIsUp, callApi, enabledModules } from '../support/backend.ts';
import { desktop, newContext, openBrowser, openInApp, pathOf, phone, screenshot, settle, watchErrors } from '../support/browser.ts';
import { drawnLeftOf } from '../support/glyphs.ts';
import { apiWeekOf, waitForChartInk, waitForMarketAnalytics, watchForeignRequests } from '../support/market.ts';
import { skipOrFail } from '../support/skip.ts';

/** True when the journey can run: the API answers and the market module is on. */
async function marketReady(t: TestContext): Promise<boolean> {
  if (!(await backendIsUp())) {
    skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    return false;
  }
  if (!(await enabledModules()).has('market')) {
    t.skip('the market module is disabled');
    return false;
  }
  await waitForMarketAnalytics();
  return true;
}

/** The demo subscriber of `eva seed --demo`. */
async function demoSubscriberToken(): Promise<string> {
  const body = await callApi<{ data: { token: string } }>('POST', '/api/login', {
    email: 'subscriber@eva.demo',
    password: 'subscriber-demo-1',
  });
  return body.data.token;
}

/** The week of the newest market day, so the weekly screens show data whatever today is. */
async function latestDataWeek(): Promise<{ year: number; week: number }> {
  const body = await callApi<{ data: { date: string }[] }>('GET', '/api/market-high-low');
  const latest = body.data
    .map((row) => row.date)
    .sort()
    .at(-1);
  assert.ok(latest, 'GET /api/market-high-low names a latest market day');
  return apiWeekOf(latest);
}

async function stockIdOf(symbol: string): Promise<number> {
  const body = await callApi<{ data: { id: number; symbol: string }[] }>('GET', `/api/stocks?query=${symbol}&limit=45`);
  const stock = body.data.find((s) => s.symbol === symbol);
  assert.ok(stock, `stock ${symbol} exists`);
  return stock.id;
}

async function rowsIn(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).locator('tbody tr').count();
}

describe('market screens', () => {
  let browser: Browser;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('finds a stock by its Arabic name in the header search and opens its page: chart drawn, demo badge shown', async (t) => {
    if (!(await marketReady(t))) return;
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const foreign = watchForeignRequests(page);

    await page.goto('/');
    // "الراجحى" ends in alef maqsura where the company's name has yaa: the search forgives it.
    const box = page.getByRole('combobox', { name: 'ابحث عن سهم' });
    await box.fill('الراجحى');
    const option = page.getByRole('option').filter({ hasText: '(1120)' }).first();
    await option.waitFor();
    assert.match((await option.textContent()) ?? '', /الراجحي/);
    await settle(page);
    await screenshot(page, 'stock-search-arabic-ar', { fullPage: false });
    await option.getByTestId('search-open-stock').click();

    await page.waitForURL(/\/stock\/\d+$/);
    await page.getByTestId('stock-page').waitFor();
    assert.equal(await page.getByTestId('demo-badge').first().textContent(), 'بيانات تجريبية');
    assert.ok(await page.getByTestId('shariah-badge').isVisible(), 'the Shariah status is shown');
    assert.match((await page.getByTestId('delay-note').textContent()) ?? '', /15/);
    assert.ok((await waitForChartInk(page, 'price-chart')) >= 200, 'the candlestick chart was drawn on its canvas');

    await page.getByTestId('interval-weekly').click();
    await page.waitForURL(/interval=weekly/);
    await settle(page);
    assert.ok((await waitForChartInk(page, 'price-chart')) >= 200, 'the weekly chart was drawn');

    assert.deepEqual(errors, []);
    assert.deepEqual(foreign, [], 'the market screens fetch nothing from other origins (no CDN)');
    await context.close();
  });

  it('shows the movers’ four tabs, the breadth and the heatmap on home; a heatmap tile opens its stock', async (t) => {
    if (!(await marketReady(t))) return;
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto('/');
    await page.getByTestId('market-overview').waitFor();
    for (const market of ['TASI', 'NOMU']) {
      await page.getByTestId(`market-toggle-${market}`).click();
      for (const tab of ['gainers', 'losers', 'by_value', 'by_volume']) {
        await page.getByTestId(`movers-tab-${tab}`).click();
        await page.getByTestId('movers').locator('tbody tr').first().waitFor();
        assert.ok((await rowsIn(page, 'movers')) > 0, `${market} ${tab} lists stocks`);
      }
      await page.getByTestId('breadth-summary').waitFor();
      await page.getByTestId('market-heatmap').waitFor();
      assert.ok((await page.getByTestId('heatmap-stock').count()) > 10, `${market} heatmap has stock tiles`);
    }
    await page.getByTestId('market-toggle-TASI').click();

    await page.getByTestId('heatmap-stock').first().click();
    await page.waitForURL(/\/stock\/\d+$/);
    await page.getByTestId('stock-page').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const viewport of [desktop, phone]) {
    it(`keeps the header ticker's signed change whole and in order, in Arabic at ${viewport.width} px`, async (t) => {
      if (!(await marketReady(t))) return;
      const indices = (await callApi<{ data: { price_change: string | number }[] }>('GET', '/api/indices')).data;
      // A falling index when there is one: its minus once went missing or to the wrong end.
      const shown = indices.find((index) => Number(index.price_change) < 0) ?? indices[0];
      assert.ok(shown, 'GET /api/indices names an index');
      const context = await newContext(browser, { viewport });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/');
      // The header holds one ticker for wide screens and one for phones; one of them shows.
      const ticker = page.locator('[data-testid="index-ticker"]:visible').first();
      await ticker.getByTestId('index-ticker-change').waitFor();
      // The ticker turns every 3 s: it is paused (its own button) the moment it shows a falling
      // index, when there is one, so that what is measured stays on screen.
      const falling = Number(shown.price_change) < 0;
      await page.waitForFunction(
        (wantFall) => {
          const visible = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="index-ticker"]')).find((t) => t.offsetParent !== null);
          const text = visible?.querySelector('[data-testid="index-ticker-change"]')?.textContent ?? '';
          if (wantFall && !text.includes('-')) return false;
          visible?.parentElement?.querySelector<HTMLButtonElement>('[data-testid="index-ticker-toggle"]')?.click();
          return true;
        },
        falling,
        { timeout: 20_000 },
      );
      const change = ticker.getByTestId('index-ticker-change');
      const [frame, box] = await Promise.all([ticker.boundingBox(), change.boundingBox()]);
      assert.ok(frame && box, 'the ticker and its change are drawn');
      assert.ok(box.x >= frame.x - 0.5 && box.x + box.width <= frame.x + frame.width + 0.5, `the change is not clipped (${JSON.stringify({ frame, box })})`);
      const text = (await change.textContent()) ?? '';
      if (Number(shown.price_change) < 0) {
        assert.ok(text.includes('-'), `the fall keeps its minus: ${text}`);
        assert.ok(await drawnLeftOf(change, '-', '.'), 'the minus is drawn in front of its digits');
      }
      await settle(page);
      await screenshot(page, `ticker-${viewport === phone ? 'phone' : 'desktop'}-ar`, { fullPage: false });
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('opens the weekly highs and lows at the current week and steps back a week', async (t) => {
    if (!(await marketReady(t))) return;
    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto('/weekly-high-low');
    await page.waitForURL(/\/weekly-high-low\/\d{4}\/\d{1,2}$/);
    const [year, week] = pathOf(page).split('/').slice(-2).map(Number) as [number, number];
    await page.getByTestId('highs-list').waitFor();
    await page.getByTestId('previous-week').click();
    const previous = week > 1 ? `/weekly-high-low/${year}/${week - 1}` : new RegExp(`/weekly-high-low/${year - 1}/5[23]$`);
    await page.waitForURL(previous instanceof RegExp ? previous : `**${previous}`);
    await page.getByTestId('highs-list').waitFor();
    assert.match((await page.getByTestId('week-label').textContent()) ?? '', /^Week \d+ of \d{4}$/);

    await openInApp(page, '/high-low-stocks');
    await page.waitForURL(/\/high-low-stocks\/\d{4}\/\d{1,2}$/);
    await page.getByTestId('lows-list').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const language of ['ar', 'en'] as const) {
    it(`shows every market screen in ${language === 'ar' ? 'Arabic' : 'English'}, with data and the demo badge`, async (t) => {
      if (!(await marketReady(t))) return;
      const week = await latestDataWeek();
      const stockId = await stockIdOf('1120');
      const guestScreens: [string, string, string][] = [
        ['/', 'market-overview', 'home-market'],
        [`/stock/${stockId}`, 'stock-page', 'stock'],
        ['/index-performance', 'index-performance-page', 'index-performance'],
        [`/weekly-high-low/${week.year}/${week.week}`, 'weekly-high-low-page', 'weekly-high-low'],
        [`/high-low-stocks/${week.year}/${week.week}`, 'historical-high-low-page', 'historical-high-low'],
        ['/stock-signals', 'signals-sign-in', 'stock-signals-guest'],
        ['/market-reader', 'market-reader-page', 'market-reader'],
      ];
      const memberScreens: [string, string, string][] = [
        ['/stock-signals', 'signals-list', 'stock-signals'],
        ['/techinal-analysis', 'events-table', 'technical-analysis'],
      ];

      // The first screen is a page load, the others are reached inside the app, as its links do.
      const visit = async (page: Page, screens: [string, string, string][], errors: string[], viewport = '') => {
        for (const [path, testId, name] of screens) {
          errors.length = 0;
          await openInApp(page, path);
          await page.getByTestId(testId).first().waitFor();
          await settle(page);
          if (path === '/market-reader') await page.getByTestId('market-reading').first().waitFor();
          assert.ok(await page.getByTestId('demo-badge').first().isVisible(), `${path}: the demo badge is shown`);
          if (name === 'index-performance') {
            const lines = ['#0b5c4d', '#c8962e', '#6a1b9a'];
            assert.ok((await waitForChartInk(page, 'index-chart', 50, lines)) >= 50, 'index chart drawn');
          }
          if (name === 'technical-analysis') {
            assert.ok((await waitForChartInk(page, 'breadth-highs-lows-chart', 50)) >= 50, 'breadth chart drawn');
          }
          await screenshot(page, `${name}-${language}${viewport}`);
          assert.deepEqual(errors, [], `${path}: no console errors`);
        }
      };

      const guest = await newContext(browser, { language });
      const guestPage = await guest.newPage();
      const guestErrors = watchErrors(guestPage);
      await visit(guestPage, guestScreens, guestErrors);
      await guestPage.setViewportSize(phone);
      await visit(guestPage, guestScreens.slice(0, 3), guestErrors, '-mobile');
      await guest.close();

      const member = await newContext(browser, { language });
      await member.addInitScript((token) => localStorage.setItem('token', token), await demoSubscriberToken());
      const memberPage = await member.newPage();
      const memberErrors = watchErrors(memberPage);
      await visit(memberPage, memberScreens, memberErrors);
      await memberPage.setViewportSize(phone);
      await visit(memberPage, memberScreens.slice(1), memberErrors, '-mobile');
      await member.close();
    });
  }
});
