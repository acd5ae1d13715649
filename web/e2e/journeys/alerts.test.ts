import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { newSubscriber, signIn } from '../support/accounts.ts';
import { describeViolations, seriousViolations } from '../support/axe.ts';
import { backendIsUp, callApi, enabledModules, eventually } from '../support/backend.ts';
import { desktop, newContext, openBrowser, openInApp, phone, screenshot, settle, watchErrors } from '../support/browser.ts';
import { evaBin, tradesNow } from '../support/operator.ts';
import { skipOrFail } from '../support/skip.ts';

/** The notice is written by background jobs (the alert's evaluation, then the feed): give them time. */
const NOTICE_TIMEOUT_MS = 30_000;

interface AlertRow {
  id: number;
  stock: { id: number; symbol: string };
  condition: string;
  price: number | null;
  threshold?: number | null;
  state: string;
  fired_count: number;
}

interface Notice {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
}

/**
 * A Saudi main-market stock with a price, from the end of the search's list (the ratings journey
 * takes from its start). The search answers in English: its Arabic name comes from the stock page.
 */
async function pricedStock(token: string): Promise<{ id: number; symbol: string; price: number }> {
  const found = await callApi<{ data: { id: number; symbol: string }[] }>('GET', '/api/stocks?query=1&limit=50', undefined, token);
  for (const stock of [...found.data].reverse()) {
    if (!/^\d{4}$/.test(stock.symbol)) continue;
    const latest = await callApi<{ data: { price: number | null } | null }>('GET', `/api/stocks/latest-price?stock_id=${stock.id}`, undefined, token).catch(
      () => null,
    );
    if (latest?.data?.price) return { id: stock.id, symbol: stock.symbol, price: latest.data.price };
  }
  throw new Error('no priced TASI stock');
}

/** `price` raised by `percent` and rounded up to the cent, as text: a level a little above it. */
function above(price: number, percent: number): string {
  return (Math.ceil(Math.round(price * 100) * (1 + percent / 100)) / 100).toFixed(2);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 1, `no horizontal scrolling (${overflow} px over)`);
}

/** A whole-page screenshot from the top: the sticky header stays where a scrolled page would leave it otherwise. */
async function wholePage(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
  await screenshot(page, name);
}

async function accessible(page: Page, where: string): Promise<void> {
  const problems = describeViolations(where, await seriousViolations(page));
  assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
}

const myAlerts = (token: string) => callApi<{ data: { alerts: AlertRow[]; used: number; quota: number } }>('GET', '/api/alerts', undefined, token);

/**
 * Alerts through the real server: a new client (Arabic) opens a demo stock's page, presses
 * "create an alert" and saves a level a little above the price; /alerts lists it. On a phone a
 * second alert is paused and resumed. Then the stock trades above the level (`eva market
 * quotes`): the alert fires once, its notice arrives in the feed, and /alerts shows it done.
 * Last, two conditions of the close (a 52-week high, RSI oversold) are set through the form.
 */
describe('alerts journey', () => {
  let browser: Browser;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('an alert set from a stock page fires when the price reaches it: the notice in the feed, the alert done', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    const modules = await enabledModules();
    if (!modules.has('alerts') || !modules.has('notifications') || !modules.has('market')) {
      return t.skip('the alerts, notifications or market module is off in this deployment');
    }
    if (!evaBin) return skipOrFail(t, 'EVA_E2E_EVA_BIN is not set: the journey moves the price with the eva binary');

    const client = await newSubscriber('alerts', 'عميل التنبيهات');
    await callApi('POST', '/api/update-language', { language: 'ar' }, client.token);
    // Only this client's own news in the feed: a research another journey publishes meanwhile is announced to every investor.
    await callApi('PUT', '/api/notification-preferences', { preferences: [{ kind: 'research_published', in_app: false, email: false }] }, client.token);
    const preferences = await callApi<{ data: { kind: string; label: string; in_app: boolean }[] }>(
      'GET',
      '/api/notification-preferences',
      undefined,
      client.token,
    );
    assert.ok(
      preferences.data.some((p) => p.kind === 'alert_fired' && p.in_app),
      'alerts are a kind of notification, shown in the app',
    );
    const stock = await pricedStock(client.token);
    // The stock trades now at its last price: the level is read against it whatever the hour.
    await tradesNow(stock.symbol, stock.price);

    // On a desktop, in Arabic: the stock page's one-click alert.
    const desk = await newContext(browser, { viewport: desktop });
    const page = await desk.newPage();
    const errors = watchErrors(page);
    try {
      await signIn(page, client, `/stock/${stock.id}`);
      await page.getByTestId('stock-page').waitFor();
      assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
      const button = page.getByTestId('stock-alert-button');
      await button.waitFor();
      assert.equal((await button.textContent())?.trim(), 'إنشاء تنبيه');
      await button.click();
      const form = page.getByTestId('alert-form');
      await form.waitFor();
      // Offered 5% above the price, ready to save; the client sets a level a little above it instead.
      const offered = Number(await page.getByTestId('alert-level').inputValue());
      assert.ok(offered > stock.price && offered <= stock.price * 1.06, `the offered level ${offered} is about 5% above ${stock.price}`);
      assert.equal(await page.getByTestId('alert-condition-select').inputValue(), 'price_above');
      const level = above(stock.price, 2);
      await page.getByTestId('alert-level').fill(level);
      await settle(page);
      await accessible(page, 'the alert form [ar]');
      await screenshot(page, 'alerts-form-ar', { fullPage: false });
      await page.getByTestId('alert-submit').click();
      await page.getByTestId('stock-alert-saved').waitFor();
      const made = (await myAlerts(client.token)).data.alerts;
      assert.equal(made.length, 1);
      const alert = made[0]!;
      assert.deepEqual([alert.stock.id, alert.condition, alert.price, alert.state], [stock.id, 'price_above', Number(level), 'active']);

      // To the list from the saved message.
      await page.getByTestId('stock-alert-view').click();
      await page.waitForURL((url) => url.pathname === '/alerts');
      const card = page.getByTestId(`alert-${alert.id}`);
      await card.waitFor();
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'تنبيهاتي');
      assert.equal(await card.getAttribute('data-state'), 'active');
      assert.equal((await card.getByTestId('alert-level').textContent())?.trim(), level);
      assert.ok((await card.getByTestId('alert-condition').textContent())?.includes('السعر عند أو فوق'));
      assert.equal(await card.getByTestId('alert-stock-link').getAttribute('href'), `/stock/${stock.id}`);
      // Right to left: the stock's name at the start (right) of the card, its state chip at the end (left).
      const [nameBox, chipBox] = await Promise.all([card.getByTestId('alert-stock-link').boundingBox(), card.getByTestId('alert-state').boundingBox()]);
      assert.ok(nameBox && chipBox && nameBox.x > chipBox.x, 'the name is on the right of the state in Arabic');
      await settle(page);
      await noSidewaysScroll(page);
      await accessible(page, '/alerts [ar, desktop]');
      await wholePage(page, 'alerts-page-ar');
      assert.deepEqual(errors, [], 'no page errors on the desktop');
    } finally {
      await desk.close();
    }

    // On a phone: a second alert (falls to 5% below), paused and resumed, the cards one under another.
    const second = (
      await callApi<{ data: AlertRow }>(
        'POST',
        '/api/alerts',
        { stock_id: stock.id, condition: 'price_below', level: (Math.floor(Math.round(stock.price * 100) * 0.95) / 100).toFixed(2), repeat: 'daily' },
        client.token,
      )
    ).data;
    const handset = await newContext(browser, { viewport: phone });
    const mobile = await handset.newPage();
    const phoneErrors = watchErrors(mobile);
    try {
      await signIn(mobile, client, '/alerts');
      const secondCard = mobile.getByTestId(`alert-${second.id}`);
      await secondCard.waitFor();
      assert.equal(await mobile.locator('html').getAttribute('dir'), 'rtl');
      // The newest first, as the server lists them.
      const ids = await mobile.locator('[data-testid="alerts-list"] > article').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')));
      const listed = (await myAlerts(client.token)).data.alerts.map((a) => `alert-${a.id}`);
      assert.equal(ids[0], `alert-${second.id}`);
      assert.deepEqual(ids, listed);
      assert.ok((await mobile.getByTestId('alerts-quota').textContent())?.includes('2'), 'two alerts in use');
      await settle(mobile);
      await noSidewaysScroll(mobile);
      await wholePage(mobile, 'alerts-page-phone-ar');

      await secondCard.getByTestId('alert-pause').click();
      await mobile.waitForFunction((id) => document.querySelector(`[data-testid="alert-${id}"]`)?.getAttribute('data-state') === 'paused', second.id);
      await mobile.getByTestId('alert-notice').waitFor();
      assert.equal((await secondCard.getByTestId('alert-state').textContent())?.trim(), 'موقوف مؤقتاً');
      assert.equal((await myAlerts(client.token)).data.alerts.find((a) => a.id === second.id)?.state, 'paused');
      await settle(mobile);
      await noSidewaysScroll(mobile);
      await screenshot(mobile, 'alerts-paused-phone-ar', { fullPage: false });
      await secondCard.getByTestId('alert-resume').click();
      await mobile.waitForFunction((id) => document.querySelector(`[data-testid="alert-${id}"]`)?.getAttribute('data-state') === 'active', second.id);
      assert.equal((await myAlerts(client.token)).data.alerts.find((a) => a.id === second.id)?.state, 'active');

      // The stock page's button fits beside the name on a phone; the account menu leads back to the alerts.
      await openInApp(mobile, `/stock/${stock.id}`);
      await mobile.getByTestId('stock-alert-button').waitFor();
      await settle(mobile);
      await noSidewaysScroll(mobile);
      await screenshot(mobile, 'alerts-stock-button-phone-ar', { fullPage: false });
      await mobile.getByTestId('account-menu-button').click();
      const menuLink = mobile.getByTestId('my-alerts-link');
      assert.equal((await menuLink.textContent())?.trim(), 'تنبيهاتي');
      await menuLink.click();
      await mobile.waitForURL((url) => url.pathname === '/alerts');
      await secondCard.waitFor();

      // The edit form on a phone fills the screen and fits it.
      await secondCard.getByTestId('alert-edit').click();
      await mobile.getByTestId('alert-form').waitFor();
      await settle(mobile);
      await noSidewaysScroll(mobile);
      await screenshot(mobile, 'alerts-edit-phone-ar', { fullPage: false });
      await mobile.getByRole('button', { name: 'إلغاء' }).click();
      await mobile.getByTestId('alert-form').waitFor({ state: 'detached' });

      // The price reaches the first alert's level: it fires once, into the feed.
      const first = (await myAlerts(client.token)).data.alerts.find((a) => a.condition === 'price_above')!;
      await tradesNow(stock.symbol, Number(above(first.price!, 1)));
      const notice = await eventually(
        'the alert becomes a notice',
        async () => (await callApi<{ data: Notice[] }>('GET', '/api/notifications', undefined, client.token)).data.find((n) => n.kind === 'alert_fired'),
        NOTICE_TIMEOUT_MS,
      );
      assert.equal(notice.link, '/alerts');
      assert.ok(notice.title.startsWith('تنبيه '), `the notice is in Arabic: ${notice.title}`);
      assert.ok(notice.body.includes(stock.symbol), 'the notice names the stock');

      // The feed (polled as the notifications journey does: the page reads it on each visit).
      await openInApp(mobile, '/notification');
      const item = mobile.getByTestId(`notification-${notice.id}`);
      await item.waitFor();
      assert.equal(await item.getAttribute('data-read'), 'false');
      assert.ok((await item.textContent())?.includes(notice.title));
      await settle(mobile);
      await noSidewaysScroll(mobile);
      await wholePage(mobile, 'alerts-notice-phone-ar');

      // Its details lead to the alerts, where the one that fired is done (once), and the other still watches.
      await item.getByRole('link').click();
      await mobile.getByTestId('notification-link').click();
      await mobile.waitForURL((url) => url.pathname === '/alerts');
      const firedCard = mobile.getByTestId(`alert-${first.id}`);
      await mobile.waitForFunction((id) => document.querySelector(`[data-testid="alert-${id}"]`)?.getAttribute('data-state') === 'done', first.id);
      assert.equal((await firedCard.getByTestId('alert-state').textContent())?.trim(), 'اكتمل');
      assert.equal((await firedCard.getByTestId('alert-fired').textContent())?.replace(/\D/g, ''), '1');
      assert.equal(await firedCard.getByTestId('alert-pause').count(), 0, 'a done alert is not paused');
      assert.equal(await secondCard.getAttribute('data-state'), 'active');
      const fired = (await myAlerts(client.token)).data.alerts.find((a) => a.id === first.id);
      assert.deepEqual([fired?.state, fired?.fired_count], ['done', 1]);
      await settle(mobile);
      await noSidewaysScroll(mobile);
      await accessible(mobile, '/alerts [ar, phone]');
      await wholePage(mobile, 'alerts-done-phone-ar');

      // Deleted after a question.
      await secondCard.getByTestId('alert-delete').click();
      await mobile.getByTestId('alert-delete-confirm').click();
      await secondCard.waitFor({ state: 'detached' });
      assert.deepEqual(
        (await myAlerts(client.token)).data.alerts.map((a) => a.id),
        [first.id],
      );

      // Two conditions read at the close, set through the form in Arabic: a new 52-week high (no
      // level) and RSI oversold (its default, 30). They are not made to fire here.
      const addThroughForm = async (condition: string, shot: string) => {
        await mobile.getByTestId('alert-add').click();
        const form = mobile.getByTestId('alert-form');
        await form.waitFor();
        await mobile.getByTestId('alert-stock').fill(stock.symbol);
        await mobile.getByTestId(`stock-option-${stock.symbol}`).click();
        await mobile.getByTestId('alert-condition-select').selectOption(condition);
        await form.getByText('يُفحص مرة في اليوم بعد إغلاق السوق، لا لحظياً.').waitFor();
        await settle(mobile);
        await noSidewaysScroll(mobile);
        await screenshot(mobile, shot, { fullPage: false });
        return form;
      };
      const highForm = await addThroughForm('new_high52w', 'alerts-form-52w-phone-ar');
      assert.equal(await highForm.getByTestId('alert-level').count(), 0, 'a 52-week high takes no level');
      await accessible(mobile, 'the alert form with a technical condition [ar, phone]');
      await mobile.getByTestId('alert-submit').click();
      await highForm.waitFor({ state: 'detached' });
      const rsiForm = await addThroughForm('rsi_oversold', 'alerts-form-rsi-phone-ar');
      assert.equal(await rsiForm.getByTestId('alert-level').inputValue(), '30', 'RSI oversold offers 30');
      await mobile.getByTestId('alert-submit').click();
      await rsiForm.waitFor({ state: 'detached' });

      const closeAlerts = (await myAlerts(client.token)).data.alerts;
      const high = closeAlerts.find((a) => a.condition === 'new_high52w');
      const rsi = closeAlerts.find((a) => a.condition === 'rsi_oversold');
      assert.ok(high && rsi, 'both alerts are saved');
      assert.deepEqual([high.stock.id, high.threshold ?? null, high.state], [stock.id, null, 'active']);
      assert.deepEqual([rsi.stock.id, rsi.threshold, rsi.state], [stock.id, 30, 'active']);
      const highCard = mobile.getByTestId(`alert-${high.id}`);
      const rsiCard = mobile.getByTestId(`alert-${rsi.id}`);
      await highCard.waitFor();
      await rsiCard.waitFor();
      const highWords = await highCard.getByTestId('alert-condition').textContent();
      const rsiWords = await rsiCard.getByTestId('alert-condition').textContent();
      assert.ok(highWords?.includes('أعلى سعر في 52 أسبوعاً'), `the 52-week card says so: ${highWords}`);
      assert.ok(rsiWords?.includes('مؤشر القوة النسبية ينزل إلى 30 أو أقل'), `the RSI card says so: ${rsiWords}`);
      assert.equal(await highCard.getByTestId('alert-level').count(), 0, 'no level after the words');
      await settle(mobile);
      await noSidewaysScroll(mobile);
      await wholePage(mobile, 'alerts-close-conditions-phone-ar');
      assert.deepEqual(phoneErrors, [], 'no page errors on the phone');
    } finally {
      await handset.close();
      // The stock trades at its price again for the journeys after this one.
      await tradesNow(stock.symbol, stock.price);
    }
  });
});
