import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { newSubscriber, signIn } from '../support/accounts.ts';
import { backendIsUp, callApi } from '../support/backend.ts';
import { desktop, newContext, openBrowser, openInApp, phone, screenshot, settle, watchErrors } from '../support/browser.ts';
import { riyadhDay, typeDay } from '../support/dates.ts';
import { chooseOption } from '../support/forms.ts';
import { samplePdf } from '../support/pdf.ts';
import { skipOrFail } from '../support/skip.ts';

const staff = { email: 'staff@eva.demo', password: 'staff-demo-1' };

/** A one-page PDF: the server opens the certificate through, not only its first bytes. */
const certificatePdf = samplePdf(1);

/** Picks `value` in the join form's `field` select. */
function choose(page: Page, field: string, value: string): Promise<void> {
  return chooseOption(page, page.getByTestId(`join-${field}`), page.getByTestId(`join-${field}-${value}`));
}

/** The account menu's entries (on a phone the join link lives there). */
async function accountMenuTestIds(page: Page): Promise<string[]> {
  await page.getByTestId('account-menu-button').click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const ids = await menu.locator('[data-testid]').evaluateAll((items) => items.map((item) => item.getAttribute('data-testid') ?? ''));
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return ids;
}

/**
 * Joining as an analyst: a subscriber on a phone opens the join link, is told what each missing
 * field needs, sends the form with the CME1 certificate and sees the request received (4 to 7
 * days), the header saying so; staff approve it in the staff console; signed in again, the user
 * is an analyst and the join link is gone.
 */
describe('analysts journey', () => {
  let browser: Browser;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('a subscriber applies with a certificate, staff approve, and the user is an analyst', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    const applicant = await newSubscriber('analyst', 'سارة القحطاني');

    // The applicant, on a 390 px phone, in Arabic (right to left).
    const context = await newContext(browser, { viewport: phone });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // A session of its own (the journey signs it out later); applicant.token stays for the API calls.
    await signIn(page, { email: applicant.email, password: applicant.password });
    assert.ok((await accountMenuTestIds(page)).includes('join-analyst-link'), 'a subscriber is offered the join link');
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('join-analyst-link').click();
    await page.waitForURL((url) => url.pathname === '/analysts/join');
    const form = page.getByTestId('join-analyst-form');
    await form.waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');

    // Sent empty: every field says what it needs, under it.
    await page.getByTestId('join-submit').click();
    await form.getByText('يرجى إدخال الاسم الكامل').waitFor();
    await form.getByText('يرجى إرفاق شهادة التعامل في الأوراق المالية العامة (CME1)').waitFor();
    await form.getByText('يجب الموافقة على الشروط والأحكام').waitFor();

    await page.getByTestId('join-full_name').fill('سارة عبدالله القحطاني');
    await page.getByTestId('join-display_name').fill('سارة المحللة');
    await page.getByTestId('join-phone').fill('0551234567');
    await page.getByTestId('join-x_account').fill('@sara_charts');
    await choose(page, 'experience_years', '5-10');
    await choose(page, 'markets', 'saudi');
    await choose(page, 'analysis_type', 'technical');
    await choose(page, 'trader_type', 'week');
    await page.getByTestId('join-timeframes').fill('الرسم اليومي والأسبوعي');
    await page.getByTestId('join-about').fill('محللة فنية مرخّصة منذ ثماني سنوات.');
    await page.getByTestId('join-certificate').setInputFiles({ name: 'cme1.pdf', mimeType: 'application/pdf', buffer: certificatePdf });
    await page.getByTestId('join-certificate-name').getByText('cme1.pdf').waitFor();
    await page.getByTestId('join-terms').check();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the form fits 390 px (overflows by ${overflow} px)`);
    await screenshot(page, 'analysts-join-phone');
    await page.getByTestId('join-submit').click();

    await page.waitForURL((url) => url.pathname === '/analysts/join/received');
    const received = page.getByTestId('analyst-application-received');
    await received.waitFor();
    assert.equal(await page.getByTestId('analyst-application-state').getAttribute('data-state'), 'submitted');
    await received.getByText('4').first().waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('analystSubmitted')), '1');
    const menuAfterSending = await accountMenuTestIds(page);
    assert.ok(menuAfterSending.includes('analyst-request-received-link'), `"request received" replaces the join link: ${menuAfterSending}`);
    assert.ok(!menuAfterSending.includes('join-analyst-link'));
    await screenshot(page, 'analysts-received-phone');

    const mine = await callApi<{ data: { application: { id: number; state: string } } }>('GET', '/api/analyst/application', undefined, applicant.token);
    const id = mine.data.application.id;

    // Staff approve it in the staff console.
    const staffContext = await newContext(browser, { viewport: desktop });
    const staffPage = await staffContext.newPage();
    const staffErrors = watchErrors(staffPage);
    await signIn(staffPage, staff, '/staff/analyst-applications?state=submitted');
    await staffPage.getByTestId(`staff-application-${id}`).click();
    const detail = staffPage.getByTestId('staff-application-detail');
    await detail.getByText('سارة عبدالله القحطاني').waitFor();
    await detail.getByText(applicant.email).waitFor();
    await staffPage.getByTestId('staff-application-review').click();
    await staffPage.locator('[data-testid="staff-application-state"][data-state="under_review"]').waitFor();
    await staffPage.getByTestId('staff-application-approve').click();
    await staffPage.getByTestId('staff-approve-confirm').click();
    await staffPage.locator('[data-testid="staff-application-state"][data-state="approved"]').waitFor();
    assert.equal(await staffPage.getByTestId('staff-application-history').locator('li').count(), 3, 'sent, under review, approved');
    await screenshot(staffPage, 'analysts-staff-approved');
    assert.deepEqual(staffErrors, []);
    await staffContext.close();

    // Signed in again, the user is an analyst: no join link and no "request received".
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, { email: applicant.email, password: applicant.password });
    await settle(page);
    const me = await callApi<{ data: { is_analyst: boolean } }>('GET', '/api/user', undefined, applicant.token);
    assert.equal(me.data.is_analyst, true);
    const menuAsAnalyst = await accountMenuTestIds(page);
    assert.ok(!menuAsAnalyst.includes('join-analyst-link') && !menuAsAnalyst.includes('analyst-request-received-link'), `${menuAsAnalyst}`);
    await page.setViewportSize(desktop);
    await settle(page);
    assert.equal(await page.getByTestId('join-analyst-link').count(), 0, 'the desktop header has no join link either');

    // The analyst has the bell too, and the feed holds the notice of their approval (a job: the
    // API is asked until it is there; it speaks the account's language, which may not be the page's).
    let approvalTitle: string | undefined;
    for (let attempt = 0; approvalTitle === undefined; attempt += 1) {
      assert.ok(attempt < 80, 'the approval notice reaches the feed');
      const feed = await callApi<{ data: { kind: string; title: string }[] }>('GET', '/api/notifications', undefined, applicant.token);
      approvalTitle = feed.data.find((notice) => notice.kind === 'analyst_approved')?.title;
      if (approvalTitle === undefined) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await page.getByTestId('notification-badge').click();
    await page.waitForURL((url) => url.pathname === '/notification');
    await page.getByTestId('notification-list').getByText(approvalTitle).waitFor();
    await screenshot(page, 'analysts-bell-feed');

    // My Lists: the new analyst creates an Eva list with its prices, and it is on sale at once.
    await openInApp(page, '/my_lists');
    await page.getByTestId('my-lists-page').waitFor();
    await page.getByTestId('create-list').click();
    await page.getByTestId('list-form').waitFor();
    await page.getByTestId('save-list').click();
    await page.getByTestId('list-form').getByText('يرجى تعبئة جميع الحقول').first().waitFor();
    await page.getByTestId('list-name').fill('نمو السعودية');
    await page.getByTestId('list-market_id').click();
    await page.getByTestId('list-market-1').click();
    await page.getByTestId('list-service_type').click();
    await page.getByTestId('list-service-eva_lists').click();
    await page.getByTestId('list-discount_percent').fill('10');
    await page.getByTestId('list-stocks_count').fill('12');
    await page.getByTestId('list-about').fill('أسهم نمو في السوق السعودية');
    const prices = { monthly: '150', quarterly: '400', biannual: '750', annual: '1400' } as const;
    for (const [type, sar] of Object.entries(prices)) await page.getByTestId(`list-price-input-${type}`).fill(sar);
    await settle(page);
    await screenshot(page, 'my-lists-form-ar');
    await page.getByTestId('save-list').click();
    await page.getByTestId('list-saved').waitFor();
    const card = page.getByTestId('my-lists-rating').locator('[data-testid^="my-list-"]').first();
    await card.waitFor();
    assert.ok((await card.textContent())?.includes('نمو السعودية'));
    assert.equal(await card.getByTestId('list-on-sale').textContent(), 'معروضة للبيع');
    await settle(page);
    await screenshot(page, 'my-lists-ar');

    const token = await page.evaluate(() => localStorage.getItem('token'));
    assert.ok(token);
    const lists = await callApi<{ data: { id: number }[] }>('GET', '/api/analyst-ratings', undefined, token);
    assert.equal(lists.data.length, 1);
    interface PlanRow {
      plan_type: string;
      price: { list_halalas: number; total_halalas: number };
    }
    const onSale = await callApi<{ data: { plans: PlanRow[] } }>('POST', '/api/plans', { list_type: 'rating', list_id: lists.data[0]?.id });
    const monthly = onSale.data.plans.find((p) => p.plan_type === 'monthly');
    assert.deepEqual([monthly?.price.list_halalas, monthly?.price.total_halalas], [15_000, 13_500], 'investors can buy it at its price less 10%');

    // One click from the card to the list's orders and performance.
    await card.getByTestId('open-list').click();
    await page.waitForURL((url) => url.pathname === `/ratings/${lists.data[0]?.id}`);

    // The directory of analysts shows the new analyst, the list, its monthly price and where to subscribe.
    const me2 = await callApi<{ data: { id: number } }>('GET', '/api/user', undefined, token);
    await openInApp(page, '/analysts');
    const entry = page.getByTestId(`analyst-${me2.data.id}`);
    await entry.waitFor();
    const row = entry.getByTestId(`analyst-list-${lists.data[0]?.id}`);
    assert.ok((await row.textContent())?.includes('135'), 'the monthly price after the discount');
    await row.getByTestId('analyst-list-subscribe').click();
    await page.waitForURL(/\/payment\/\d+$/);
    await page.getByTestId('checkout-form').waitFor();
    await openInApp(page, '/analysts');
    await entry.waitFor();
    await settle(page);
    await screenshot(page, 'analysts-directory-ar');

    // The profile's financial statement: no subscribers yet, and the new list in it.
    await openInApp(page, '/my_profile?tab=statement');
    await page.getByTestId('analyst-statement').waitFor();
    assert.equal(await page.getByTestId('statement-subscribers').getByTestId('statement-figure').textContent(), '0', 'Latin digits, as everywhere');
    await page.getByTestId(`statement-list-${lists.data[0]?.id}`).waitFor();
    await settle(page);
    await screenshot(page, 'analyst-statement-ar');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("staff see last month's payouts and the analyst downloads theirs from the statement", async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the Eva server is not running');
    // The demo closed last month: the first analyst's payout is transferred, the second's waits
    // because they have no IBAN on file.
    const staffContext = await newContext(browser, { viewport: desktop });
    const staffPage = await staffContext.newPage();
    const staffErrors = watchErrors(staffPage);
    await signIn(staffPage, staff, '/staff/analyst-payouts');
    const table = staffPage.getByTestId('staff-payouts');
    await table.locator('[data-status="transferred"]').waitFor();
    await table.locator('[data-status="pending"]').waitFor();
    await staffPage.getByTestId('staff-payout-no-bank').waitFor();
    await settle(staffPage);
    await screenshot(staffPage, 'analysts-staff-payouts-ar');
    // Transferring the pending one is refused with the reason, in Arabic.
    const pendingRow = table.locator('tr', { has: staffPage.locator('[data-status="pending"]') });
    await pendingRow.locator('[data-testid$="-transfer"]').click();
    // The transfer date, today in Riyadh (the latest it may be), typed into a field that names its month in Arabic.
    const transferDate = staffPage.getByTestId('staff-transfer-date');
    await typeDay(transferDate, riyadhDay());
    assert.doesNotMatch((await transferDate.textContent()) ?? '', /[A-Za-z]/, 'the month is named in Arabic');
    await staffPage.getByTestId('staff-transfer-confirm').click();
    await staffPage.getByTestId('staff-transfer-error').getByText('لا توجد بيانات بنكية للمحلل', { exact: false }).waitFor();
    assert.deepEqual(
      staffErrors.filter((e) => !e.includes('422')),
      [],
    );
    await staffContext.close();

    const context = await newContext(browser, { viewport: phone });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, { email: 'analyst@eva.demo', password: 'analyst-demo-1' }, '/my_profile?tab=statement');
    const payments = page.getByTestId('statement-payments-table');
    await payments.locator('[data-status="transferred"]').waitFor();
    await page.getByTestId('statement-commission-rule').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 1, `the statement fits a phone's width (overflow ${overflow}px)`);
    await settle(page);
    await screenshot(page, 'analyst-statement-payments-phone');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statement-payments-csv').click()]);
    assert.equal(download.suggestedFilename(), 'eva-payouts.csv');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
