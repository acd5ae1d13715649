import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { signIn, tokenIn, tokenOf } from '../support/accounts.ts';
import { backendIsUp, callApi, enabledModules } from '../support/backend.ts';
import { desktop, newContext, openBrowser, openInApp, phone, screenshot, settle, watchErrors } from '../support/browser.ts';
import { evaBin, tradesNow } from '../support/operator.ts';
import { skipOrFail } from '../support/skip.ts';

const analyst = { email: 'analyst@eva.demo', password: 'analyst-demo-1' };
const subscriber = { email: 'subscriber@eva.demo', password: 'subscriber-demo-1' };

interface RatingRow {
  id: number;
  symbol: string;
  share_count: number;
  today_price: number | null;
  order_status: string;
}

/** A Saudi main-market stock with a price that the list does not hold yet (one live rating per stock). */
async function stockNotHeld(listId: number, token: string): Promise<{ id: number; symbol: string; price: number }> {
  const held = await callApi<{ data: RatingRow[] }>('GET', `/api/ratings?rating_list_id=${listId}&status=all`, undefined, token);
  const live = new Set(held.data.filter((r) => r.order_status === 'open' || r.order_status === 'ordered').map((r) => r.symbol));
  const found = await callApi<{ data: { id: number; symbol: string }[] }>('GET', '/api/stocks?query=1&limit=50', undefined, token);
  for (const stock of found.data) {
    if (!/^\d{4}$/.test(stock.symbol) || live.has(stock.symbol)) continue;
    const price = await callApi<{ data: { price: number | null; market_id?: number } | null }>(
      'GET',
      `/api/stocks/latest-price?stock_id=${stock.id}`,
      undefined,
      token,
    ).catch(() => null);
    if (price?.data?.price) return { ...stock, price: price.data.price };
  }
  throw new Error('no priced TASI stock outside the list');
}

/**
 * Eva lists: the analyst publishes a rating on their list → a subscriber sees it with today's
 * price → the analyst sells part of it → the list's history and performance show the sale.
 */
describe('ratings journey', () => {
  let browser: Browser;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('an analyst publishes and sells part; a subscriber sees the rating, the history and the result', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    if (!(await enabledModules()).has('ratings')) return t.skip('the ratings module is off in this deployment');
    if (!evaBin) return skipOrFail(t, 'EVA_E2E_EVA_BIN is not set: the journey sets the current price with the eva binary');

    // The analyst, on a desktop, in Arabic (right to left), opens their first Eva list.
    const analystContext = await newContext(browser, { viewport: desktop });
    const analystPage = await analystContext.newPage();
    const analystErrors = watchErrors(analystPage);
    const analystToken = await tokenOf(analyst);
    const lists = await callApi<{ data: { id: number }[] }>('GET', '/api/analyst-ratings', undefined, analystToken);
    const listId = lists.data[0]?.id;
    assert.ok(listId, 'the demo analyst has an Eva list');
    const list = await callApi<{ data: { available_cash_percentage: number } }>(
      'GET',
      `/api/rating-lists-single?rating_list_id=${listId}`,
      undefined,
      analystToken,
    );
    assert.ok(list.data.available_cash_percentage >= 1, `the list has cash to buy with (${list.data.available_cash_percentage}%)`);
    const stock = await stockNotHeld(listId, analystToken);
    // The market trades now at its last price, so the market order fills at once at any hour.
    await tradesNow(stock.symbol, stock.price);

    await signIn(analystPage, { ...analyst, token: analystToken }, `/ratings/${listId}`);
    await analystPage.getByTestId('rating-list-page').waitFor();
    assert.equal(await analystPage.locator('html').getAttribute('dir'), 'rtl');
    await analystPage
      .getByTestId('history-verified')
      .first()
      .waitFor()
      .catch(() => undefined);

    // Publishing: sent empty, the spec's message; then the stock, 1% at the current price and the reason.
    await analystPage.getByTestId('new-rating').click();
    const form = analystPage.getByTestId('rating-form');
    await form.waitFor();
    await analystPage.getByTestId('rating-submit').click();
    await form.getByText('يرجى ملء جميع الحقول').first().waitFor();
    await analystPage.getByTestId('rating-stock').fill(stock.symbol);
    await analystPage.getByTestId(`stock-option-${stock.symbol}`).click();
    await analystPage.getByTestId('rating-entry-percentage').fill('1');
    await analystPage.getByTestId('rating-additional-info').fill('اختراق لمتوسط 50 يوماً مع تحسن السيولة');
    await screenshot(analystPage, 'ratings-new-rating-ar');
    await analystPage.getByTestId('rating-submit').click();
    await analystPage.getByTestId('rating-saved').waitFor();
    const row = analystPage.locator(`[data-testid^="rating-row-"][data-symbol="${stock.symbol}"]`);
    await row.waitFor();
    const ratingId = Number((await row.getAttribute('data-testid'))?.replace('rating-row-', ''));
    const published = (await callApi<{ data: RatingRow[] }>('GET', `/api/ratings?rating_list_id=${listId}`, undefined, analystToken)).data.find(
      (r) => r.id === ratingId,
    );
    assert.ok(published && published.share_count > 0 && published.order_status === 'open', `bought at the current price: ${JSON.stringify(published)}`);
    await settle(analystPage);
    await screenshot(analystPage, 'ratings-list-analyst-ar');

    // The subscriber, on a phone, sees it with today's price.
    const readerContext = await newContext(browser, { viewport: phone });
    const readerPage = await readerContext.newPage();
    const readerErrors = watchErrors(readerPage);
    await signIn(readerPage, subscriber, `/ratings/${listId}`);
    const readerRow = readerPage.getByTestId(`rating-row-${ratingId}`);
    await readerRow.waitFor();
    assert.equal(await readerPage.getByTestId(`rating-shares-${ratingId}`).count(), 0, 'a phone starts on the simple table');
    const shownPrice = (await readerPage.getByTestId(`rating-today-price-${ratingId}`).textContent())?.trim();
    assert.ok(published.today_price !== null);
    assert.equal(shownPrice, published.today_price.toFixed(2), "today's price as the API gives it");
    await readerPage.getByTestId('table-full').click();
    assert.equal(await readerPage.getByTestId(`rating-shares-${ratingId}`).textContent(), String(published.share_count));
    assert.equal(await readerPage.getByTestId('new-rating').count(), 0, 'a subscriber cannot publish');
    await settle(readerPage);
    await screenshot(readerPage, 'ratings-list-subscriber-phone');

    // The analyst sells half (the market still trading): without a reason they are told to write one.
    await tradesNow(stock.symbol, stock.price);
    await analystPage.getByTestId(`rating-actions-${ratingId}`).click();
    await analystPage.getByTestId('rating-action-partialSell').click();
    const sell = analystPage.getByTestId('sell-form');
    await sell.waitFor();
    await analystPage.getByTestId('sell-percentage').fill('50');
    await analystPage.getByTestId('sell-submit').click();
    await sell.getByText('يرجى كتابة سبب الخروج').waitFor();
    await analystPage.getByTestId('sell-exit-reason').fill('جني أرباح جزئي قبل النتائج');
    await analystPage.getByTestId('sell-submit').click();
    await analystPage.getByTestId('rating-saved').waitFor();
    const remaining = Math.ceil(published.share_count / 2);
    await analystPage.waitForFunction(
      ([id, before]) => Number(document.querySelector(`[data-testid="rating-shares-${id}"]`)?.textContent?.replace(/\D/g, '')) < before,
      [ratingId, published.share_count] as const,
    );
    const left = Number((await analystPage.getByTestId(`rating-shares-${ratingId}`).textContent())?.replace(/\D/g, ''));
    assert.ok(left > 0 && left <= remaining, `part is sold, part still held (${left} of ${published.share_count})`);
    assert.deepEqual(analystErrors, []);
    await analystContext.close();

    // The subscriber: the history shows the partial sale with its reason, and the record verifies.
    await openInApp(readerPage, `/rating-list-history/${listId}`);
    await readerPage.getByTestId('rating-history-page').waitFor();
    await readerPage.locator('[data-testid="history-verified"][data-state="ok"]').waitFor();
    const sale = readerPage.locator('[data-testid^="history-entry-"]', { hasText: 'جني أرباح جزئي قبل النتائج' }).first();
    await sale.waitFor();
    assert.ok((await sale.textContent())?.includes(stock.symbol), 'the sale names the stock');
    await settle(readerPage);
    await screenshot(readerPage, 'ratings-history-phone');

    // The list's results by stock show what the sale realised.
    await readerPage.goto(`/ratings/${listId}`);
    const result = readerPage.getByTestId(`stock-result-${ratingId}`);
    await result.waitFor();
    const performance = await callApi<{ data: { rating_id: number; realized: number }[] }>(
      'GET',
      `/api/rating-list-stock-performance?rating_list_id=${listId}`,
      undefined,
      await tokenIn(readerPage),
    );
    const realised = performance.data.find((s) => s.rating_id === ratingId);
    assert.ok(realised, 'the stock is in the list’s results');
    await readerPage.getByTestId('rating-list-performance').waitFor();
    const overflow = await readerPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 1, `the list page fits a phone (overflow ${overflow}px): wide tables scroll inside their card`);
    assert.deepEqual(readerErrors, []);
    await readerContext.close();
  });
});
