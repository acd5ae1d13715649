import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { newSubscriber, signIn } from '../support/accounts.ts';
import { backendIsUp, callApi, enabledModules } from '../support/backend.ts';
import { identityNumber } from '../support/kyc.ts';
import { noisePng } from '../support/png.ts';
import { newContext, openBrowser, phone, screenshot, settle, watchErrors } from '../support/browser.ts';
import { skipOrFail } from '../support/skip.ts';

const staff = { email: 'staff@eva.demo', password: 'staff-demo-1' };
/** The sandbox confirms an identity check by itself within seconds (`sandbox_confirm_after_secs`). */
const NAFATH_TIMEOUT_MS = 30_000;

interface AnalystProfile {
  lists: { subscribe_path?: string | null }[];
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 1, `no horizontal scrolling at 390 px (${overflow} px over)`);
}

/**
 * KYC through the real server and its sandbox identity provider. A new client on a phone, in
 * Arabic, pays for an analyst's list; the server answers code "22", so the app remembers the
 * checkout and opens the KYC wizard. The empty form gives the spec's message; the client fills it
 * with a Hijri date of birth, sees the number to pick in Nafath, the sandbox confirms, the
 * agreement shows the risk profile, and accepting it returns the client to the checkout. Then a
 * non-Saudi client sends a passport photo (request received) and staff approve it.
 */
describe('kyc journey', () => {
  let browser: Browser;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('paying for a list sends a new client through KYC and back to the checkout', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    const modules = await enabledModules();
    if (!modules.has('kyc') || !modules.has('analysts')) return t.skip('the kyc or analysts module is off in this deployment');

    const client = await newSubscriber('kyc', 'عميل التحقق');
    const analysts = await callApi<{ data: AnalystProfile[] }>('GET', '/api/analysts', undefined, client.token);
    const checkout = analysts.data.flatMap((a) => a.lists).find((l) => l.subscribe_path)?.subscribe_path;
    assert.ok(checkout, 'the demo sells an analyst list');
    const context = await newContext(browser, { viewport: phone });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Paying needs KYC: code "22" opens the wizard and keeps the checkout as the way back.
    await signIn(page, client, checkout);
    await page.getByTestId('checkout-form').waitFor();
    await page.getByTestId('method-mada').locator('input[type="radio"]').check();
    await page.locator('input[name="accept_terms"]').check();
    await page.getByTestId('pay-button').click();
    await page.waitForURL((url) => url.pathname === '/kyc');
    // The server's reason comes along, so the jump is not a dead end.
    assert.match(await page.getByTestId('kyc-reason').innerText(), /يرجى إكمال التحقق من الهوية أولاً/u);
    const form = page.getByTestId('kyc-saudi-form');
    await form.waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');

    await page.getByTestId('kyc-next').click();
    await page.getByText('يرجى تعبئة جميع الحقول').first().waitFor();

    await page.getByTestId('kyc-identity_number').fill(identityNumber());
    await page.getByTestId('kyc-calendar-hijri').click();
    await page.getByTestId('kyc-birth_year').selectOption('1410');
    await page.getByTestId('kyc-birth_month').selectOption('5');
    await page.getByTestId('kyc-birth_day').selectOption('12');
    for (const [field, code] of [
      ['bank', 'rajhi'],
      ['social_status', 'married'],
      ['net_savings', '50k_200k'],
      ['family_members', '3_5'],
      ['annual_income', '120k_300k'],
      ['investment_objective', 'balanced'],
    ]) {
      await page.getByTestId(`kyc-${field}`).selectOption(code ?? '');
    }
    for (let i = 0; i < 6; i += 1) {
      await page.getByTestId(`kyc-risk-question-${i}`).locator('input[value="yes"]').check();
    }
    await page.getByTestId('kyc-acknowledgement').check();
    await settle(page);
    await noSidewaysScroll(page);
    await screenshot(page, 'kyc-form-ar');

    // The number to pick in Nafath; the sandbox confirms, and the form goes with it.
    await page.getByTestId('kyc-next').click();
    const random = page.getByTestId('kyc-nafath-random');
    await random.waitFor();
    assert.match((await random.textContent()) ?? '', /^\d{2}$/);
    await screenshot(page, 'kyc-nafath-ar', { fullPage: false });
    await page.waitForURL((url) => url.pathname === '/kyc-agreement', { timeout: NAFATH_TIMEOUT_MS });

    // The agreement: the profile of these answers (moderate, 14 of 24) and the risk disclosure.
    await page.getByTestId('kyc-agreement').waitFor();
    assert.ok(((await page.getByTestId('kyc-risk-profile').textContent()) ?? '').includes('متوازن'), 'the moderate profile, in Arabic');
    assert.ok(((await page.getByTestId('kyc-risk-score').textContent()) ?? '').includes('14'));
    await settle(page);
    await noSidewaysScroll(page);
    await screenshot(page, 'kyc-agreement-ar');
    await page.getByTestId('kyc-agree').check();
    await page.getByTestId('kyc-agree-submit').click();

    // Verified: back at the checkout that asked for it, and paying goes on to the gateway.
    await page.waitForURL((url) => url.pathname === checkout);
    await page.getByTestId('checkout-form').waitFor();
    const me = await callApi<{ data: { status: string; risk_profile: string } }>('GET', '/api/kyc', undefined, client.token);
    assert.deepEqual([me.data.status, me.data.risk_profile], ['verified', 'moderate']);
    // 12 Jumada al-Ula 1410 by the published Umm al-Qura tables (ICU's calendar said the 11th).
    const kept = await callApi<{ data: { birth_date: string } }>('GET', '/api/kyc/export', undefined, client.token);
    assert.equal(kept.data.birth_date, '1989-12-10');
    await page.getByTestId('method-mada').locator('input[type="radio"]').check();
    await page.locator('input[name="accept_terms"]').check();
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/api\/payments\/sandbox\/[^/?]+$/);
    assert.deepEqual(errors, [], 'no page errors');
    await context.close();
  });

  it('a non-Saudi client sends a passport photo and staff approve it', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    if (!(await enabledModules()).has('kyc')) return t.skip('the kyc module is off in this deployment');
    const client = await newSubscriber('kyc-passport', 'John Smith');
    const context = await newContext(browser, { viewport: phone });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, client, '/kyc');
    await page.getByTestId('kyc-non-ksa-link').click();
    await page.waitForURL((url) => url.pathname === '/kyc-non-ksa');
    const form = page.getByTestId('kyc-foreign-form');
    await form.waitFor();
    await page.getByTestId('kyc-name').fill('John Smith');
    await form.locator('select[name="nationality"]').selectOption('GB');
    await page.getByTestId('kyc-foreign-submit').click();
    await page.getByText('يرجى رفع صورة جواز السفر').first().waitFor();
    await page.getByTestId('kyc-passport').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: noisePng(120, 100) });
    await page.getByTestId('kyc-foreign-submit').click();
    await page.getByTestId('kyc-in-review').waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'kyc-request-received-ar');

    // Staff see the request with its photo and approve it.
    const desk = await newContext(browser);
    const review = await desk.newPage();
    const reviewErrors = watchErrors(review);
    await signIn(review, staff, '/staff/kyc');
    await review.getByTestId('staff-kyc-list').waitFor();
    const mine = await callApi<{ data: { status: string } }>('GET', '/api/kyc', undefined, client.token);
    assert.equal(mine.data.status, 'in_review');
    const row = review.getByTestId('staff-kyc-list').getByText(client.email);
    await row.click();
    await review.getByTestId('staff-kyc-detail').waitFor();
    const photo = review.getByTestId('staff-kyc-passport');
    await photo.waitFor();
    await review.waitForFunction(() => (document.querySelector('[data-testid="staff-kyc-passport"]') as HTMLImageElement | null)?.naturalWidth === 120);
    await settle(review);
    await screenshot(review, 'staff-kyc-detail-ar', { fullPage: false });
    await review.getByTestId('staff-kyc-approve').click();
    const [approved] = await Promise.all([
      review.waitForResponse((r) => /\/api\/staff\/kyc\/\d+\/approve$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST'),
      review.getByTestId('staff-kyc-approve-confirm').click(),
    ]);
    assert.equal(approved.status(), 200, 'staff approved it');
    const done = await callApi<{ data: { status: string } }>('GET', '/api/kyc', undefined, client.token);
    assert.equal(done.data.status, 'verified');
    assert.deepEqual(reviewErrors, [], 'no page errors for staff');
    assert.deepEqual(errors, [], 'no page errors for the client');
    await desk.close();
    await context.close();
  });
});
