import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { newSubscriber } from '../support/accounts.ts';
import { backendIsUp, enabledModules } from '../support/backend.ts';
import { newContext, openBrowser, openSettled, settle } from '../support/browser.ts';
import { arrowTo, assertFocusVisible, tabTo } from '../support/keyboard.ts';
import { skipOrFail } from '../support/skip.ts';

/** The company searched for, and its symbol in the demo market. */
const COMPANY = 'Aramco';
const SYMBOL = '2222';
const ANSWER_TIMEOUT_MS = 90_000;

/**
 * Types `text` into the focused search box and waits for the answer to the whole of it: the
 * answers to "A" and "Ar" arrive first, and an option read from them (Aramco 45th among the A's)
 * is gone once the box shows the answer to "Aramco".
 */
async function searchFor(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/stocks' && new URL(r.url()).searchParams.get('query') === text);
  await page.keyboard.type(text);
  await answered;
  await settle(page);
}

/** Presses ↓ in the search box until `option` is the highlighted one (the box's active descendant). */
async function arrowDownTo(page: Page, option: Locator): Promise<void> {
  const highlighted = () => page.locator('input[role="combobox"]').getAttribute('aria-activedescendant');
  for (let presses = 0; presses < 10; presses += 1) {
    const id = await option.getAttribute('id');
    assert.ok(id, 'the option has an id');
    if ((await highlighted()) === id) return;
    await page.keyboard.press('ArrowDown');
  }
  assert.equal(await highlighted(), await option.getAttribute('id'), 'the arrows reach the company');
}

/**
 * The main flows with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows; no mouse), each
 * control used showing where the focus is.
 */
describe('keyboard only', () => {
  let browser: Browser;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('finds a stock in the header search and opens its page', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    if (!(await enabledModules()).has('market')) return t.skip('the market module is off: no header search');
    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    await openSettled(page, '/');
    await tabTo(page, 'input[role="combobox"]');
    await assertFocusVisible(page, 'the search box');
    await searchFor(page, COMPANY);
    const option = page
      .getByRole('listbox')
      .getByRole('option')
      .filter({ hasText: `(${SYMBOL})` })
      .first();
    await option.waitFor();
    // Down to the company, then Alt+Enter: its page (Enter alone would open Eva Chat about it).
    await arrowDownTo(page, option);
    await page.keyboard.press('Alt+Enter');
    await page.waitForURL(/\/stock\/\d+$/);
    await page.getByTestId('stock-page').waitFor();
    assert.match((await page.getByTestId('stock-page').textContent()) ?? '', new RegExp(SYMBOL));
    // The chart's interval: Tab into its buttons, the arrows to Weekly, Enter.
    await settle(page);
    await tabTo(page, '[data-testid^="interval-"]');
    await arrowTo(page, 'ArrowRight', '[data-testid="interval-weekly"]');
    await assertFocusVisible(page, 'the weekly interval button');
    await page.keyboard.press('Enter');
    await page.waitForURL(/interval=weekly/);
    await context.close();
  });

  it('buys a plan: from the plans to the payment sandbox and back, paid', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    if (!(await enabledModules()).has('subscriptions')) return skipOrFail(t, 'the subscriptions module is not enabled');
    const buyer = await newSubscriber('a11y-buy', 'مشتري لوحة المفاتيح');
    // Arabic: right to left, where the arrows and the order of Tab turn round.
    const context = await newContext(browser);
    await context.addInitScript((value) => localStorage.setItem('token', value), buyer.token);
    const page = await context.newPage();
    await openSettled(page, '/subscription');
    await tabTo(page, '[data-testid^="plan-"] a');
    await assertFocusVisible(page, 'a plan');
    await page.keyboard.press('Enter');
    await page.waitForURL(/-payment\/\d+/);
    await page.getByTestId('checkout-form').waitFor();
    await settle(page);

    // The payment method: Tab into the radio group, then the arrows to Visa.
    await tabTo(page, 'input[type="radio"]');
    await assertFocusVisible(page, 'a payment method');
    const visa = page.getByTestId('method-visa').locator('input[type="radio"]');
    for (let presses = 0; presses < 6 && !(await visa.isChecked()); presses += 1) await page.keyboard.press('ArrowDown');
    assert.ok(await visa.isChecked(), 'the arrows choose Visa');
    await tabTo(page, 'input[name="accept_terms"]');
    await assertFocusVisible(page, 'the payment terms box');
    await page.keyboard.press('Space');
    assert.ok(await page.locator('input[name="accept_terms"]').isChecked(), 'Space ticks the terms');
    await tabTo(page, '[data-testid="pay-button"]');
    await assertFocusVisible(page, 'the pay button');
    await page.keyboard.press('Enter');

    // The sandbox's page: the card number, then Pay.
    await page.waitForURL(/\/api\/payments\/sandbox\/[^/?]+$/);
    await page.getByTestId('sandbox-page').waitFor();
    await tabTo(page, '[data-testid="sandbox-card"]');
    await assertFocusVisible(page, 'the sandbox card field');
    await page.keyboard.type('4111111111111111');
    await tabTo(page, '[data-testid="sandbox-pay"]');
    await assertFocusVisible(page, 'the sandbox pay button');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/success\/payment\?payment=\d+$/);
    await page.getByTestId('payment-paid').waitFor();
    await context.close();
  });

  it('asks Eva Chat about a stock found in the search and reads the answer', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    const modules = await enabledModules();
    if (!modules.has('chat') || !modules.has('market')) return t.skip('the chat or market module is off');
    const user = await newSubscriber('a11y-chat', 'E2E Keyboard');
    const context = await newContext(browser, { language: 'en' });
    await context.addInitScript((value) => localStorage.setItem('token', value), user.token);
    const page = await context.newPage();
    await openSettled(page, '/');
    await tabTo(page, 'input[role="combobox"]');
    await searchFor(page, COMPANY);
    const option = page
      .getByRole('listbox')
      .getByRole('option')
      .filter({ hasText: `(${SYMBOL})` })
      .first();
    await option.waitFor();
    await arrowDownTo(page, option);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/chat\?stock_id=\d+$/);
    await page.waitForFunction(
      (symbol) => (document.querySelector('[data-testid="chat-stock"]') as HTMLInputElement | null)?.value.includes(`(${symbol})`) ?? false,
      SYMBOL,
    );
    await settle(page);

    await tabTo(page, '[data-testid="chat-free-text"]');
    await assertFocusVisible(page, 'the question field');
    await page.keyboard.type('Is the trend up or down this month?');
    await tabTo(page, '[data-testid="chat-send"]');
    await assertFocusVisible(page, 'the send button');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/chat\/[^/?]+$/);
    const answer = page.locator('[data-testid="chat-answer"][data-status="answered"]').last();
    await answer.waitFor({ timeout: ANSWER_TIMEOUT_MS });
    assert.ok(((await answer.textContent()) ?? '').trim().length > 0, 'the answer is on the page');
    await context.close();
  });
});
