import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { newSubscriber, signIn } from '../support/accounts.ts';
import { backendIsUp, callApi, enabledModules } from '../support/backend.ts';
import { newContext, openBrowser, openInApp, phone, screenshot, settle, watchErrors } from '../support/browser.ts';
import { skipOrFail } from '../support/skip.ts';

interface Workshop {
  id: number;
  title: string;
  seats_left: number;
  booked_by_me: boolean;
  cancelled: boolean;
}

interface PackageView {
  id: number;
  name: string;
  plans: { id: number; plan_type: string }[];
}

/** A card the sandbox gateway accepts without 3-D Secure. */
const successCard = '4111111111111111';

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 1, `no horizontal scrolling at 390 px (${overflow} px over)`);
}

/** The seats left as the card counts them (the words may hold no digit: «بقي مقعدان من 30»). */
const seatsLeftOf = async (page: Page, id: number) =>
  Number(await page.getByTestId(`workshop-${id}`).getByTestId('seats-left').getAttribute('data-seats-left'));

/**
 * Workshops and rankings through the real server (demo data: two workshops, every strategy ranked
 * for the demo market). A guest sees the top ten of /reports with a call to sign in; a client who
 * pays for Eva Reports sees the whole ranking and a stock's report; a new client books a seat on /book-me, sees the seats left drop and the "booked" state (and the server says
 * the same), then gives the seat back.
 */
describe('workshops and rankings journey', () => {
  let browser: Browser;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('a guest sees the top ten of a strategy, with a call to sign in', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    if (!(await enabledModules()).has('reports')) return t.skip('the reports module is off in this deployment');
    const context = await newContext(browser, { viewport: phone });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/reports?strategy=dividend_income');
    const table = page.getByTestId('ranking-table');
    await table.waitFor();
    const rows = await table.locator('tbody tr').count();
    assert.ok(rows > 0 && rows <= 10, `the guest sees at most ten stocks (${rows})`);
    await page.getByTestId('rankings-sign-in').waitFor();
    assert.equal(await page.getByTestId('reports-rankings-page').getAttribute('data-access'), 'top-ten');
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await settle(page);
    await noSidewaysScroll(page);
    await screenshot(page, 'reports-rankings-guest-ar');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a subscriber of Eva Reports sees the whole ranking and a stock’s report', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    const modules = await enabledModules();
    if (!modules.has('reports') || !modules.has('subscriptions')) return t.skip('the reports or subscriptions module is off in this deployment');
    const { data: packages } = await callApi<{ data: PackageView[] }>('GET', '/api/all-packages');
    const plan = packages.find((p) => p.name === 'Eva Reports')?.plans.find((p) => p.plan_type === 'monthly');
    assert.ok(plan, 'the demo catalogue has Eva Reports monthly');
    const buyer = await newSubscriber('reports', 'مشترك التقارير');

    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Before paying: the top ten in place, with a call to subscribe (no detour to /no-payment).
    await signIn(page, buyer, '/reports');
    await page.getByTestId('rankings-subscribe').waitFor();
    assert.equal(new URL(page.url()).pathname, '/reports');

    // Eva Reports monthly, paid by card through the sandbox gateway.
    await openInApp(page, `/reports-payment/${plan.id}`);
    await page.getByTestId('checkout-form').waitFor();
    await page.getByTestId('method-visa').locator('input[type="radio"]').check();
    await page.locator('input[name="accept_terms"]').check();
    await page.getByTestId('pay-button').click();
    await page.getByTestId('sandbox-page').waitFor();
    await page.getByTestId('sandbox-card').fill(successCard);
    await page.getByTestId('sandbox-pay').click();
    await page.getByTestId('payment-paid').waitFor();

    // The whole ranking, page by page, each stock with its report.
    await openInApp(page, '/reports?strategy=growth');
    await page.getByTestId('ranking-table').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="reports-rankings-page"]')?.getAttribute('data-access') === 'full');
    assert.equal(await page.getByTestId('rankings-subscribe').count(), 0);
    await screenshot(page, 'reports-rankings-subscriber-en');
    await page
      .getByTestId('ranking-table')
      .getByRole('link', { name: /^Report on/ })
      .first()
      .click();
    await page.waitForURL(/\/reports\/stock\/\d+\/growth$/);
    await page.getByTestId('stock-report').waitFor();
    assert.ok((await page.getByTestId('stock-report').getByTestId('factor-value').count()) > 0, 'the report lists its factors with their values');
    assert.match((await page.getByTestId('report-rank').textContent()) ?? '', /\d+ of \d+/);
    await settle(page);
    await screenshot(page, 'reports-stock-en');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a client books a seat: the seats left drop and the card says booked; then gives it back', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    if (!(await enabledModules()).has('content')) return t.skip('the content module is off in this deployment');
    const client = await newSubscriber('workshops', 'عميل الورش');
    const listed = await callApi<{ data: Workshop[] }>('GET', '/api/workshops', undefined, client.token);
    const workshop = listed.data.find((w) => !w.cancelled && w.seats_left > 0 && !w.booked_by_me);
    if (!workshop) return t.skip('no workshop with a free seat in this deployment');

    const context = await newContext(browser, { viewport: phone });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, client, '/book-me');
    const card = page.getByTestId(`workshop-${workshop.id}`);
    await card.waitFor();
    assert.equal(await card.getAttribute('data-state'), 'book');
    const before = await seatsLeftOf(page, workshop.id);
    assert.equal(before, workshop.seats_left);

    await card.getByTestId('workshop-book').click();
    await page.getByTestId('workshop-notice').waitFor();
    await page.waitForFunction((id) => document.querySelector(`[data-testid="workshop-${id}"]`)?.getAttribute('data-state') === 'booked', workshop.id);
    assert.equal(await seatsLeftOf(page, workshop.id), before - 1);
    assert.ok(((await page.getByTestId('workshop-notice').textContent()) ?? '').includes('رسالة التأكيد'));
    const mine = await callApi<{ data: Workshop[] }>('GET', '/api/workshops', undefined, client.token);
    assert.deepEqual(
      mine.data.filter((w) => w.id === workshop.id).map((w) => [w.booked_by_me, w.seats_left]),
      [[true, before - 1]],
    );
    await settle(page);
    await noSidewaysScroll(page);
    await screenshot(page, 'workshops-booked-ar');

    await card.getByTestId('workshop-cancel').click();
    await page.waitForFunction((id) => document.querySelector(`[data-testid="workshop-${id}"]`)?.getAttribute('data-state') === 'book', workshop.id);
    assert.equal(await seatsLeftOf(page, workshop.id), before);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
