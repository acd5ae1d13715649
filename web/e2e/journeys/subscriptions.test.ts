import assert from 'node:assert/strict';
import { after, before, describe, it, type TestContext } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { newSubscriber, signIn } from '../support/accounts.ts';
import { backendIsUp, callApi, enabledModules } from '../support/backend.ts';
import { downloadFrom, isPdf } from '../support/downloads.ts';
import { drawnLeftOf } from '../support/glyphs.ts';
import { newContext, openBrowser, openInApp, pathOf, phone, screenshot, settle, watchErrors } from '../support/browser.ts';
import { skipOrFail } from '../support/skip.ts';

/**
 * Paying for a subscription through the real server and its sandbox gateway (the hosted page
 * eva serves at /api/payments/sandbox/{ref}): 3-D Secure, a declined card, instalments, a coupon,
 * and renewing. The shapes below are written out here rather than imported from src/.
 */

const cards = { success: '4111111111111111', declined: '4000000000000002', threeDs: '4000000000003220' };
const threeDsCode = '123456';

interface Price {
  list_halalas: number;
  discount_halalas: number;
  total_halalas: number;
}
interface PlanView {
  id: number;
  plan_type: string;
  price: Price;
  bonus_reports_days: number;
}
interface PackageView {
  id: number;
  name: string;
  plans: PlanView[];
}
interface SubscriptionView {
  id: number;
  package_id: number;
  plan_id: number | null;
  name: string;
  source: string;
  active: boolean;
  starts_at: string;
  ends_at: string;
  renew_plan_id: number | null;
  renew_path: string | null;
}
interface Summary {
  has_subscription: boolean;
  active: SubscriptionView[];
  expired: SubscriptionView[];
}
interface PaymentView {
  id: number;
  status: string;
  method: string;
  package_name: string;
  plan_name: string;
  price: Price;
}
interface CouponView {
  code: string;
  price: Price;
  methods: string[];
  bnpl: { available: boolean; schedule: { due_on: string; amount_halalas: number }[] };
}

/** The catalogue in English (the names the journeys look packages up by). */
async function catalogue(): Promise<{ plan: (packageName: string, planType: string) => { pkg: PackageView; plan: PlanView } }> {
  const { data } = await callApi<{ data: PackageView[] }>('GET', '/api/all-packages');
  return {
    plan(packageName, planType) {
      const pkg = data.find((p) => p.name === packageName);
      assert.ok(pkg, `the demo catalogue has ${packageName}: ${data.map((p) => p.name).join(', ')}`);
      const plan = pkg.plans.find((p) => p.plan_type === planType);
      assert.ok(plan, `${packageName} has a ${planType} plan`);
      return { pkg, plan };
    },
  };
}

async function summaryOf(token: string): Promise<Summary> {
  return (await callApi<{ data: Summary }>('GET', '/api/v2/subscriptions', undefined, token)).data;
}

/** Only the digits of an amount: "1,619.10 ر.س", "SAR 1619.10" and 161910 halalas compare equal. */
const digits = (text: string | null | number) =>
  String(text ?? '')
    .replace(/[^0-9]/g, '')
    .replace(/^0+/, '');

async function amountShown(page: Page, testId: string): Promise<string> {
  return digits(await page.getByTestId(testId).textContent());
}

/** The page is as wide as the screen: nothing sticks out sideways. */
async function assertNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= phone.width, `${where}: the page is ${scrollWidth}px wide on a ${innerWidth}px screen`);
}

/** On the checkout: choose the method, tick the payment terms, pay; lands on the sandbox's page. */
async function payWith(page: Page, method: 'mada' | 'visa' | 'mastercard' | 'bnpl'): Promise<void> {
  await page.getByTestId(`method-${method}`).locator('input[type="radio"]').check();
  await page.locator('input[name="accept_terms"]').check();
  await page.getByTestId('pay-button').click();
  await page.waitForURL(/\/api\/payments\/sandbox\/[^/?]+$/);
  await page.getByTestId('sandbox-page').waitFor();
}

/** The amount the sandbox's page asks for. */
async function sandboxAmount(page: Page): Promise<string> {
  return digits(await page.getByTestId('sandbox-page').locator('.amount').textContent());
}

async function payByCard(page: Page, card: string): Promise<void> {
  await page.getByTestId('sandbox-card').fill(card);
  await page.getByTestId('sandbox-pay').click();
}

/** Back from the sandbox on the success page: the payment's id from the address. */
async function landOnSuccess(page: Page): Promise<number> {
  await page.waitForURL(/\/success\/payment\?payment=\d+$/);
  await page.getByTestId('payment-paid').waitFor();
  return Number(new URL(page.url()).searchParams.get('payment'));
}

async function guard(t: TestContext): Promise<boolean> {
  if (!(await backendIsUp())) {
    skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    return false;
  }
  if (!(await enabledModules()).has('subscriptions')) {
    skipOrFail(t, 'the subscriptions module is not enabled');
    return false;
  }
  return true;
}

describe('subscriptions journey', () => {
  let browser: Browser;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('in Arabic: picks Eva Chat annual, pays by mada with 3-D Secure, sees it with its free reports, then renews it', async (t) => {
    if (!(await guard(t))) return;
    const { plan: find } = await catalogue();
    const { pkg: chat, plan: annual } = find('Eva Chat', 'annual');
    const { pkg: reports } = find('Eva Reports', 'monthly');

    // A subscriber of its own: the demo subscriber's plans are what other journeys see.
    const buyer = await newSubscriber('renewal', 'مشترك التجديد');
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The plans, right to left: Eva Chat's annual plan leads to the chat checkout.
    const token = await signIn(page, buyer, '/subscription');
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    assert.equal(await page.locator('html').getAttribute('lang'), 'ar');
    await page.getByTestId(`package-${chat.id}`).getByTestId(`plan-${annual.id}`).getByRole('link').click();
    await page.waitForURL(`**/chat-payment/${annual.id}`);
    await page.getByTestId('checkout-form').waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    assert.equal(await amountShown(page, 'summary-total'), digits(annual.price.total_halalas));
    await settle(page);
    await screenshot(page, 'checkout-chat-ar');

    // mada on the sandbox's page: the 3-D Secure card, then its code.
    await payWith(page, 'mada');
    assert.equal(await sandboxAmount(page), digits(annual.price.total_halalas));
    await payByCard(page, cards.threeDs);
    await page.getByTestId('sandbox-otp').fill(threeDsCode);
    await screenshot(page, 'sandbox-3ds');
    await page.getByTestId('sandbox-verify').click();

    // The success page names the package and the amount paid.
    const paymentId = await landOnSuccess(page);
    const paid = page.getByTestId('payment-paid');
    assert.ok((await paid.getByTestId('payment-plan').textContent())?.includes('إيفا شات'), 'the package, in Arabic');
    assert.equal(digits(await paid.getByTestId('payment-amount').textContent()), digits(annual.price.total_halalas));
    await settle(page);
    await screenshot(page, 'success-payment-ar');
    const payment = (await callApi<{ data: PaymentView }>('GET', `/api/payments/${paymentId}`, undefined, token)).data;
    assert.equal(payment.status, 'paid');
    assert.equal(payment.method, 'mada');
    assert.equal(payment.package_name, 'Eva Chat');

    // The API: Eva Chat, paid and running, and the free Eva Reports that come with the plan.
    const first = await summaryOf(token);
    assert.equal(first.has_subscription, true);
    const chatPeriod = first.active.find((s) => s.package_id === chat.id && s.source === 'paid');
    assert.ok(chatPeriod, JSON.stringify(first.active));
    assert.equal(chatPeriod.active, true);
    assert.equal(chatPeriod.renew_path, `/chat-payment/${annual.id}`);
    const bonus = first.active.find((s) => s.package_id === reports.id && s.source === 'bonus');
    assert.ok(bonus, 'the free reports come with the annual plan');
    assert.equal(bonus.active, true);
    const days = (s: SubscriptionView) => Math.round((Date.parse(s.ends_at) - Date.parse(s.starts_at)) / 86_400_000);
    assert.equal(days(bonus), annual.bonus_reports_days);

    // My subscriptions shows both, running.
    await openInApp(page, '/my_subscriptions');
    const chatCard = page.getByTestId(`subscription-${chatPeriod.id}`);
    await chatCard.waitFor();
    assert.ok((await chatCard.textContent())?.includes('إيفا شات'));
    assert.equal(await chatCard.getByTestId('subscription-state').getAttribute('data-state'), 'active');
    const bonusCard = page.getByTestId(`subscription-${bonus.id}`);
    assert.equal(await bonusCard.getByTestId('subscription-state').getAttribute('data-state'), 'active');
    assert.equal(await bonusCard.getByTestId('subscription-renew').count(), 0, 'free reports are not renewed by themselves');
    await settle(page);
    await screenshot(page, 'my-subscriptions-ar');
    // The invoice link saves the PDF itself (it once saved a 401 as pdf.json).
    const invoice = await downloadFrom(page, chatCard.getByTestId('subscription-invoice'));
    assert.match(invoice.name, /^INV-[\w-]+\.pdf$/);
    assert.ok(isPdf(invoice.bytes), `the invoice is a PDF, not ${invoice.bytes.subarray(0, 40).toString()}`);

    // Renew: back to the chat checkout; the new period starts where the first one ends.
    await chatCard.getByTestId('subscription-renew').click();
    await page.waitForURL(`**/chat-payment/${annual.id}`);
    await page.getByTestId('checkout-form').waitFor();
    await payWith(page, 'visa');
    await payByCard(page, cards.success);
    await landOnSuccess(page);

    const second = await summaryOf(token);
    const chatPeriods = second.active
      .filter((s) => s.package_id === chat.id && s.source === 'paid')
      .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
    assert.equal(chatPeriods.length, 2, JSON.stringify(second.active));
    const [current, renewal] = chatPeriods as [SubscriptionView, SubscriptionView];
    assert.equal(current.id, chatPeriod.id);
    assert.equal(Date.parse(renewal.starts_at), Date.parse(current.ends_at), 'the renewal starts at the end of the running period');
    assert.equal(days(renewal), 365);
    assert.equal(renewal.active, false, 'it has not started yet');

    await openInApp(page, '/my_subscriptions');
    const renewalCard = page.getByTestId(`subscription-${renewal.id}`);
    await renewalCard.waitFor();
    assert.equal(await renewalCard.getByTestId('subscription-state').getAttribute('data-state'), 'upcoming');
    assert.equal(await page.getByTestId('subscriptions-active').getByTestId(`subscription-${renewal.id}`).count(), 1);
    await settle(page);
    await screenshot(page, 'my-subscriptions-renewed-ar');

    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a declined card brings the buyer back to the checkout, told why; nothing is subscribed', async (t) => {
    if (!(await guard(t))) return;
    const { plan: find } = await catalogue();
    const { plan } = find('Eva Signals and Technical Analysis', 'quarterly');
    const buyer = await newSubscriber('buyer', 'مشتري الاختبار');

    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const token = await signIn(page, buyer, `/payment/${plan.id}`);
    await page.getByTestId('checkout-form').waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'ltr');
    await payWith(page, 'visa');
    await payByCard(page, cards.declined);

    await page.waitForURL(new RegExp(`/payment/${plan.id}\\?payment=\\d+&status=failed$`));
    const alert = page.getByTestId('payment-failed');
    await alert.waitFor();
    await alert.getByText('The card was declined', { exact: false }).waitFor();
    assert.ok((await alert.textContent())?.includes('Nothing was charged'));
    // The checkout is there to try again.
    await page.getByTestId('checkout-form').waitFor();
    await settle(page);
    await screenshot(page, 'checkout-declined-en');

    const paymentId = new URL(page.url()).searchParams.get('payment');
    const payment = (await callApi<{ data: PaymentView }>('GET', `/api/payments/${paymentId}`, undefined, token)).data;
    assert.equal(payment.status, 'failed');
    const summary = await summaryOf(token);
    assert.deepEqual({ has: summary.has_subscription, active: summary.active, expired: summary.expired }, { has: false, active: [], expired: [] });
    assert.equal(pathOf(page), `/payment/${plan.id}?payment=${paymentId}&status=failed`);

    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the signals screen: week-old signals and a call to subscribe, then every signal once paid through 3-D Secure', async (t) => {
    if (!(await guard(t))) return;
    const { plan: find } = await catalogue();
    const { pkg: signals, plan: monthly } = find('Eva Signals and Technical Analysis', 'monthly');
    const buyer = await newSubscriber('buyer', 'مشتري الاختبار');

    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Not in the plan: the API says 999, the screen shows the free list in place.
    const closed = await callApi<{ code?: number }>('GET', '/api/stock-signals', undefined, buyer.token);
    assert.equal(closed.code, 999);
    const token = await signIn(page, buyer, '/stock-signals');
    const screen = page.getByTestId('stock-signals-page');
    await page.getByTestId('signals-subscribe').waitFor();
    assert.equal(await screen.getAttribute('data-access'), 'free');
    assert.equal(pathOf(page), '/stock-signals', 'no detour to /no-payment');
    await settle(page);
    await screenshot(page, 'stock-signals-free-en');

    // The call to subscribe leads to the plans; Eva Signals monthly, paid by card with 3-D Secure.
    await page.getByTestId('signals-subscribe').getByRole('link').click();
    await page.waitForURL('**/subscription');
    await page.getByTestId(`package-${signals.id}`).getByTestId(`plan-${monthly.id}`).getByRole('link').click();
    await page.waitForURL(`**/payment/${monthly.id}`);
    await page.getByTestId('checkout-form').waitFor();
    await payWith(page, 'mastercard');
    await payByCard(page, cards.threeDs);
    await page.getByTestId('sandbox-otp').fill(threeDsCode);
    await page.getByTestId('sandbox-verify').click();
    await landOnSuccess(page);

    // The feature is open: 999 is gone, and the screen lists today's signals with no call to subscribe.
    const open = await callApi<{ code?: number; data?: unknown[] }>('GET', '/api/stock-signals', undefined, token);
    assert.equal(open.code, undefined);
    assert.ok(Array.isArray(open.data));
    await openInApp(page, '/stock-signals');
    await page.getByTestId('signals-list').waitFor();
    assert.equal(await screen.getAttribute('data-access'), 'member');
    assert.equal(await page.getByTestId('signals-subscribe').count(), 0);

    assert.deepEqual(errors, []);
    await context.close();
  });

  it('pays Eva Pro annual in instalments: the schedule, the approval page, then success', async (t) => {
    if (!(await guard(t))) return;
    const { plan: find } = await catalogue();
    const { pkg: pro, plan: annual } = find('Eva Pro', 'annual');
    const buyer = await newSubscriber('buyer', 'مشتري الاختبار');

    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const token = await signIn(page, buyer, '/subscription');
    await page.getByTestId(`package-${pro.id}`).getByTestId(`plan-${annual.id}`).getByRole('link').click();
    await page.waitForURL(`**/payment/${annual.id}`);
    await page.getByTestId('checkout-form').waitFor();
    // The server's schedule: four instalments adding up to the total.
    const schedule = page.getByTestId('bnpl-schedule');
    await schedule.waitFor();
    const parts = await schedule.locator('li > :last-child').allTextContents();
    assert.equal(parts.length, 4);
    assert.equal(
      parts.reduce((sum, part) => sum + Number(digits(part)), 0),
      annual.price.total_halalas,
    );
    await payWith(page, 'bnpl');
    assert.equal(await sandboxAmount(page), digits(annual.price.total_halalas));
    assert.equal(await page.getByTestId('sandbox-instalments').locator('tr').count(), 4);
    await screenshot(page, 'sandbox-instalments');
    await page.getByTestId('sandbox-approve').click();

    const paymentId = await landOnSuccess(page);
    assert.ok((await page.getByTestId('payment-plan').textContent())?.includes('Eva Pro'));
    const payment = (await callApi<{ data: PaymentView }>('GET', `/api/payments/${paymentId}`, undefined, token)).data;
    assert.deepEqual([payment.status, payment.method], ['paid', 'bnpl']);
    const summary = await summaryOf(token);
    const period = summary.active.find((s) => s.package_id === pro.id && s.source === 'paid');
    assert.ok(period?.active, JSON.stringify(summary.active));
    // Eva Pro includes the reports: no free reports on top.
    assert.equal(summary.active.filter((s) => s.source === 'bonus').length, 0);

    assert.deepEqual(errors, []);
    await context.close();
  });

  it('on a phone, in Arabic: the plans and the checkout fit the screen; EVA10 lowers the total, and the sandbox asks for that', async (t) => {
    if (!(await guard(t))) return;
    const { plan: find } = await catalogue();
    const { pkg: pro, plan: annual } = find('Eva Pro', 'annual');
    const { plan: chatMonthly } = find('Eva Chat', 'monthly');
    const buyer = await newSubscriber('buyer', 'مشتري الاختبار');

    const context = await newContext(browser, { viewport: phone });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const token = await signIn(page, buyer, '/subscription');
    await page.getByTestId(`package-${pro.id}`).waitFor();
    await settle(page);
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await assertNoSidewaysScroll(page, '/subscription');
    await screenshot(page, 'subscription-phone-ar');

    await openInApp(page, `/chat-payment/${chatMonthly.id}`);
    await page.getByTestId('checkout-form').waitFor();
    await settle(page);
    await assertNoSidewaysScroll(page, `/chat-payment/${chatMonthly.id}`);

    await openInApp(page, `/payment/${annual.id}`);
    await page.getByTestId('checkout-form').waitFor();
    await settle(page);
    await assertNoSidewaysScroll(page, `/payment/${annual.id}`);
    assert.equal(await amountShown(page, 'summary-total'), digits(annual.price.total_halalas));

    // The coupon: the server's price for it, and its instalments for the lower total.
    const expected = (await callApi<{ data: CouponView }>('POST', '/api/coupon/valid', { code: 'EVA10', plan_id: annual.id }, token)).data;
    assert.ok(expected.price.total_halalas < annual.price.total_halalas);
    const coupon = page.getByTestId('coupon');
    await coupon.locator('input[name="coupon"]').fill('EVA10');
    await coupon.getByRole('button').first().click();
    await page.getByTestId('coupon-applied').waitFor();
    assert.equal(await amountShown(page, 'summary-total'), digits(expected.price.total_halalas));
    assert.ok((await page.getByTestId('summary-discount').count()) === 1);
    // The discount row has the shape of the others: the currency on the left, the minus in
    // front of its digits («ر.س 19.90-» once).
    const discount = page.getByTestId('summary-discount').locator('dd');
    const list = page.getByTestId('summary-list').locator('dd');
    assert.ok(await drawnLeftOf(list, 'ر.س', '.'), 'a price: the currency left of the amount');
    assert.ok(await drawnLeftOf(discount, 'ر.س', '-'), 'the discount: the currency left of the amount, as the price');
    assert.ok(await drawnLeftOf(discount, '-', '.'), 'the discount: its minus in front of its digits');
    assert.ok(digits(await page.getByTestId('pay-button').textContent()).includes(digits(expected.price.total_halalas)));
    // Each instalment: its day, then its amount.
    const parts = await page.getByTestId('bnpl-schedule').locator('li > :last-child').allTextContents();
    assert.deepEqual(
      parts.map(digits),
      expected.bnpl.schedule.map((i) => digits(i.amount_halalas)),
      'the server’s instalments for the discounted total',
    );
    await settle(page);
    await assertNoSidewaysScroll(page, 'the checkout with a coupon');
    await screenshot(page, 'checkout-coupon-phone-ar');

    // The sandbox asks for the discounted total; cancelling comes back to the checkout.
    await payWith(page, 'mada');
    assert.equal(await sandboxAmount(page), digits(expected.price.total_halalas));
    await page.getByTestId('sandbox-cancel').click();
    await page.waitForURL(new RegExp(`/payment/${annual.id}\\?payment=\\d+&status=failed$`));
    await page.getByTestId('payment-failed').waitFor();
    const paymentId = new URL(page.url()).searchParams.get('payment');
    const payment = (await callApi<{ data: PaymentView }>('GET', `/api/payments/${paymentId}`, undefined, token)).data;
    assert.equal(payment.status, 'cancelled');
    assert.equal(payment.price.total_halalas, expected.price.total_halalas);

    assert.deepEqual(errors, []);
    await context.close();
  });
});
