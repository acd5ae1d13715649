import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { signIn, tokenOf } from '../support/accounts.ts';
import { backendIsUp, callApi, enabledModules, eventually } from '../support/backend.ts';
import { desktop, newContext, openBrowser, openInApp, phone, screenshot, settle, watchErrors } from '../support/browser.ts';
import { riyadhDay, typeDay } from '../support/dates.ts';
import { chooseOption } from '../support/forms.ts';
import { evaBin, marketImport } from '../support/operator.ts';
import { skipOrFail } from '../support/skip.ts';

const analyst = { email: 'analyst@eva.demo', password: 'analyst-demo-1' };
const subscriber = { email: 'subscriber@eva.demo', password: 'subscriber-demo-1' };
/** A main-market stock the other journeys do not use: importing its prices ends its demo history. */
const STOCK = '4030';

/** Picks `value` in the opinion form's `field` select. */
function choose(page: Page, field: string, value: string): Promise<void> {
  return chooseOption(page, page.getByTestId(`opinion-${field}`).getByRole('combobox'), page.getByTestId(`opinion-${field}-${value}`));
}

interface Stats {
  resolved: number;
}

/**
 * Eva opinions: the analyst publishes → a subscriber comments → the next day's prices reach the
 * target (imported by the operator) → the opinion is decided and the list's record counts it.
 */
describe('opinions journey', () => {
  let browser: Browser;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('an analyst publishes, a subscriber comments, prices move and the record counts the result', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    if (!(await enabledModules()).has('opinions')) return t.skip('the opinions module is off in this deployment');
    if (!evaBin) return skipOrFail(t, 'EVA_E2E_EVA_BIN is not set: the journey imports prices with the eva binary');

    const analystContext = await newContext(browser, { viewport: desktop });
    const analystPage = await analystContext.newPage();
    const analystErrors = watchErrors(analystPage);
    const analystToken = await tokenOf(analyst);
    const lists = await callApi<{ data: { id: number }[] }>('GET', '/api/analyst-opinions', undefined, analystToken);
    const listId = lists.data[0]?.id;
    assert.ok(listId, 'the demo analyst has an opinions list');
    const found = await callApi<{ data: { id: number; symbol: string }[] }>('GET', `/api/stocks?query=${STOCK}`, undefined, analystToken);
    const stock = found.data.find((s) => s.symbol === STOCK);
    assert.ok(stock, `${STOCK} is listed`);
    const quote = await callApi<{ data: { price: number } | null }>('GET', `/api/stocks/latest-price?stock_id=${stock.id}`, undefined, analystToken);
    assert.ok(quote.data, `${STOCK} has a price`);
    const price = quote.data.price;
    const before = (await callApi<{ data: { stats: Stats } }>('GET', `/api/opinion-lists-single-guest?opinion_list_id=${listId}`)).data.stats;

    // The analyst, in Arabic: sent empty, the spec's message; a target below the price is caught
    // while typing; then the whole opinion.
    await signIn(analystPage, { ...analyst, token: analystToken }, `/opinions/${listId}`);
    await analystPage.getByTestId('opinions-page').waitFor();
    assert.equal(await analystPage.locator('html').getAttribute('dir'), 'rtl');
    await analystPage.getByTestId('new-opinion').click();
    const form = analystPage.getByTestId('opinion-form');
    await form.waitFor();
    await analystPage.getByTestId('opinion-submit').click();
    await form.getByText('يرجى ملء جميع الحقول').first().waitFor();
    await analystPage.getByTestId('opinion-stock').fill(STOCK);
    await analystPage.getByTestId(`stock-option-${STOCK}`).click();
    await analystPage.getByTestId('opinion-current-price').getByText(price.toFixed(2)).waitFor();
    await choose(analystPage, 'order_type', 'buy');
    const target = (price * 1.06).toFixed(2);
    await analystPage.getByTestId('opinion-target_price').fill((price * 0.97).toFixed(2));
    await form.getByText('السعر المستهدف أقل من السعر الحالي').waitFor();
    await analystPage.getByTestId('opinion-target_price').fill(target);
    await analystPage.getByTestId('opinion-stop_loss').fill((price * 0.95).toFixed(2));
    await analystPage.getByTestId('opinion-entry_price').fill(price.toFixed(2));
    await choose(analystPage, 'stop_type', 'day');
    await choose(analystPage, 'duration_type', 'short');
    await choose(analystPage, 'analysis_type', 'technical');
    // The day is typed into the date field's sections (year, month, day right to left), its month named in Arabic.
    await typeDay(analystPage.getByTestId('opinion-duration_date'), riyadhDay(10));
    assert.doesNotMatch((await analystPage.getByTestId('opinion-duration_date').textContent()) ?? '', /[A-Za-z]/, 'the month is named in Arabic');
    await analystPage.getByTestId('opinion-additional_info').fill('ارتداد من دعم يومي مع تحسن السيولة');
    await screenshot(analystPage, 'opinions-new-opinion-ar');
    // A target out of all reason is refused by the server, in Arabic, under its field; nothing is published.
    await analystPage.getByTestId('opinion-target_price').fill('99999999999999');
    await analystPage.getByTestId('opinion-submit').click();
    await form.getByText('يزيد السعر المستهدف على سعر الدخول بأكثر من 300%').waitFor();
    await analystPage.getByTestId('opinion-target_price').fill(target);
    await analystPage.getByTestId('opinion-submit').click();
    await form.waitFor({ state: 'detached' });
    // The refusal's 422 is the one line the browser's console writes about it.
    const refused = (line: string) => line.includes('status of 422');
    assert.equal(analystErrors.filter(refused).length, 1, `one refused request: ${analystErrors.join('\n')}`);
    analystErrors.splice(0, analystErrors.length, ...analystErrors.filter((line) => !refused(line)));
    const mine = await callApi<{ data: { id: number; symbol: string; status: string }[] }>(
      'GET',
      `/api/opinions?opinion_list_id=${listId}`,
      undefined,
      analystToken,
    );
    const published = mine.data.find((o) => o.symbol === STOCK && o.status === 'pending');
    assert.ok(published, 'the opinion is published and pending');
    await analystPage.getByTestId(`opinion-${published.id}`).waitFor();
    assert.deepEqual(analystErrors, []);
    await analystContext.close();

    // The subscriber, on a phone: the opinion's page, a comment.
    const readerContext = await newContext(browser, { viewport: phone });
    const readerPage = await readerContext.newPage();
    const readerErrors = watchErrors(readerPage);
    await signIn(readerPage, subscriber, `/opinion/${published.id}`);
    await readerPage.getByTestId('opinion-details-page').waitFor();
    await readerPage.getByTestId(`opinion-status-${published.id}`).waitFor();
    assert.equal(await readerPage.getByTestId(`opinion-status-${published.id}`).getAttribute('data-status'), 'pending');
    await readerPage.getByTestId('new-comment-text').fill('هل يصلح الدخول عند الافتتاح؟');
    await readerPage.getByTestId('new-comment-send').click();
    await readerPage.locator('[data-testid^="comment-"]', { hasText: 'هل يصلح الدخول عند الافتتاح؟' }).waitFor();
    await settle(readerPage);
    await screenshot(readerPage, 'opinions-details-phone');

    // The operator imports the next trading day's bar: its high passes the target.
    const high = (Number(target) * 1.01).toFixed(2);
    await marketImport(
      'import',
      `Date,Open,High,Low,Close,Volume\n${riyadhDay(1)},${price.toFixed(2)},${high},${(price * 0.99).toFixed(2)},${target},250000\n`,
      ['--symbol', STOCK],
    );

    // The opinion is decided 'Opinion succeeded' (by a job), and the list's record counts one more.
    await eventually('the opinion is decided', async () => {
      const now = await callApi<{ data: { id: number; status: string }[] }>('GET', `/api/opinions?opinion_list_id=${listId}`, undefined, analystToken);
      return now.data.find((o) => o.id === published.id)?.status !== 'pending';
    });
    await readerPage.reload();
    const chip = readerPage.getByTestId(`opinion-status-${published.id}`);
    await chip.waitFor();
    assert.equal(await chip.getAttribute('data-status'), 'success');
    await readerPage.getByTestId(`opinion-status-${published.id}`).getByText('نجح الرأي').waitFor();
    await readerPage.getByTestId(`opinion-resolution-${published.id}`).waitFor();
    await openInApp(readerPage, `/opinions/${listId}`);
    const rate = readerPage.getByTestId('opinion-list-record').getByTestId('opinion-success-rate');
    await rate.waitFor();
    const after = (await callApi<{ data: { stats: Stats } }>('GET', `/api/opinion-lists-single-guest?opinion_list_id=${listId}`)).data.stats;
    assert.equal(after.resolved, before.resolved + 1, 'the record counts the decided opinion');
    assert.ok((await rate.textContent())?.includes(String(after.resolved)), 'the rate says how many opinions it rests on');
    const overflow = await readerPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 1, `the list page fits a phone (overflow ${overflow}px)`);
    await screenshot(readerPage, 'opinions-list-phone');
    assert.deepEqual(readerErrors, []);
    await readerContext.close();
  });
});
