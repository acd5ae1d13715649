import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { newSubscriber, signIn } from '../support/accounts.ts';
import { backendIsUp, callApi, enabledModules } from '../support/backend.ts';
import { newContext, openBrowser, pathOf, phone, screenshot, settle, watchErrors } from '../support/browser.ts';
import { modelUrl } from '../support/config.ts';
import { skipOrFail } from '../support/skip.ts';

/** The company typed in the header search, and the symbol it must find (the demo market has it). */
const COMPANY = 'Aramco';
const SYMBOL = '2222';
/** The header search box's name in Arabic (the page's default language). */
const SEARCH_AR = 'ابحث عن سهم';
/** How long an answer may take (the offline analyst is quick; a configured model is not). */
const ANSWER_TIMEOUT_MS = 90_000;

/** The shapes read here, written out rather than imported from src/ (the journeys run on their own). */
interface Balance {
  kind: 'free' | 'trial' | 'plan';
  daily_limit: number | null;
  remaining: number | null;
  resets_at: string;
}
interface Message {
  id: number;
  chat_id: string;
  status: string;
  answer: string;
  source: 'model' | 'automatic' | null;
  disclaimer: string;
}

/** A new free user with a phone on file. */
function newFreeUser() {
  return newSubscriber('chat', 'سائل الاختبار');
}

async function balanceOf(token: string): Promise<Balance> {
  return (await callApi<{ data: Balance }>('GET', '/api/chat/balance', undefined, token)).data;
}

/** The messages on the page (their Stack carries data-status; the question inside does not). */
function messagesOn(page: Page) {
  return page.locator('[data-testid^="chat-message-"][data-status]');
}

/**
 * Records every length the newest answer's text takes from now on (a MutationObserver in the
 * page), so the journey can tell the answer grew in place and never shrank or restarted.
 */
async function watchAnswerLengths(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __answerLengths: number[] }).__answerLengths = seen;
    const record = () => {
      const texts = document.querySelectorAll('[data-testid="chat-answer-text"]');
      const last = texts[texts.length - 1];
      const length = last?.textContent?.length ?? 0;
      if (seen[seen.length - 1] !== length) seen.push(length);
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

async function answerLengths(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __answerLengths?: number[] }).__answerLengths ?? []);
}

/**
 * The model's requests for a ready question carry this phrase (the chat module's prompt); only
 * this journey asks ready questions, so a hold on it catches this journey's answer alone.
 */
const READY_QUESTION_MARKER = 'a ready question of the platform';

async function callModel(path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${modelUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  assert.ok(response.ok, `the fake model answered ${path} with ${response.status}`);
  return response;
}

/**
 * Clicks a ready question and waits for its message's answer to finish; returns the message id.
 * With `holdAfterPieces`, the model stops after that many pieces until the page shows them, so
 * the page is seen with part of the answer however busy the machine is.
 */
async function ask(page: Page, questionId: number, holdAfterPieces?: number): Promise<number> {
  const holding = holdAfterPieces !== undefined && modelUrl !== null;
  if (holding) await callModel('/fake/holds', { marker: READY_QUESTION_MARKER, after_pieces: holdAfterPieces });
  let released = !holding;
  const release = async () => {
    if (released) return false;
    released = true;
    return ((await (await callModel('/fake/holds/release', { marker: READY_QUESTION_MARKER })).json()) as { taken: boolean }).taken;
  };
  try {
    return await askAndWait(page, questionId, holding ? release : null);
  } finally {
    await release();
  }
}

async function askAndWait(page: Page, questionId: number, release: (() => Promise<boolean>) | null): Promise<number> {
  const before = await messagesOn(page).count();
  await page.getByTestId(`chat-question-${questionId}`).click();
  await page.waitForURL(/\/chat\/[^/?]+$/);
  await messagesOn(page).nth(before).waitFor();
  const message = messagesOn(page).nth(before);
  const testId = (await message.getAttribute('data-testid')) ?? '';
  const id = Number(testId.replace('chat-message-', ''));
  assert.ok(Number.isInteger(id) && id > 0, `the new message has an id (${testId})`);
  if (release) {
    await page.waitForFunction(
      (messageTestId) => (document.querySelector(`[data-testid="${messageTestId}"] [data-testid="chat-answer-text"]`)?.textContent?.trim().length ?? 0) > 0,
      testId,
      { timeout: ANSWER_TIMEOUT_MS },
    );
    assert.equal(await release(), true, 'the model held this answer half-way');
  }
  await page
    .locator(
      `[data-testid="${testId}"] [data-testid="chat-answer"][data-status="answered"], [data-testid="${testId}"] [data-testid="chat-answer"][data-status="failed"]`,
    )
    .waitFor({ timeout: ANSWER_TIMEOUT_MS });
  return id;
}

/**
 * Eva Chat for a free user: the header search opens the chat about a company, a ready question's
 * answer streams in with its label, data time and disclaimer, each question costs one of the
 * daily balance, and when it is used up the page counts down to midnight in Riyadh and offers the
 * upgrade, which opens the chat plan's checkout. Arabic, and a phone's width without sideways
 * scrolling.
 */
describe('chat journey', () => {
  let browser: Browser;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('a free user asks about a company found in the header, uses up the daily balance and is offered the upgrade', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    const modules = await enabledModules();
    if (!modules.has('chat')) return t.skip('the chat module is off in this deployment');
    if (!modules.has('market')) return t.skip('the market module is off: no header search');

    const user = await newFreeUser();
    const start = await balanceOf(user.token);
    assert.equal(start.kind, 'free', 'a new account chats on the free balance');
    assert.ok(start.daily_limit !== null && start.daily_limit > 0, 'the free balance has a daily number');
    assert.equal(start.remaining, start.daily_limit, 'nothing asked yet today');

    // Arabic (the default), on a desktop.
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, user);
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');

    // The header search: type the company, pick it → /chat?stock_id=…
    const box = page.getByRole('combobox', { name: SEARCH_AR });
    await box.fill(COMPANY);
    const option = page
      .getByRole('listbox')
      .getByRole('option')
      .filter({ hasText: `(${SYMBOL})` })
      .first();
    const label = option.getByText(new RegExp(`^\\(${SYMBOL}\\) `));
    await label.click();
    await page.waitForURL(/\/chat\?stock_id=\d+$/);
    const stockId = new URL(page.url()).searchParams.get('stock_id');
    await page.getByTestId('chat-page').waitFor();
    const picker = page.getByTestId('chat-stock');
    await page.waitForFunction(
      (symbol) => (document.querySelector('[data-testid="chat-stock"]') as HTMLInputElement | null)?.value.includes(`(${symbol})`) ?? false,
      SYMBOL,
    );
    assert.match(await picker.inputValue(), new RegExp(`\\(${SYMBOL}\\)`), 'the stock of the search is chosen');
    await page.getByTestId('chat-balance').waitFor();
    assert.equal(await page.getByTestId('chat-balance').getAttribute('data-remaining'), String(start.daily_limit));
    await screenshot(page, 'chat-new-ar');

    // The technical analysis (ready question 1, with the advanced analysis' interval and term).
    await page.getByTestId('chat-term-medium').click();
    await page.getByTestId('chat-advanced').getByRole('button').first().click();
    await page.getByTestId('chat-interval-daily').click();
    await watchAnswerLengths(page);
    const firstId = await ask(page, 1, 3);
    const chatPath = pathOf(page);
    assert.match(chatPath, /^\/chat\/[^/?]+$/, 'the question opened its conversation');

    const first = page.getByTestId(`chat-message-${firstId}`);
    const answer = first.getByTestId('chat-answer');
    assert.equal(await answer.getAttribute('data-status'), 'answered', 'the answer finished');
    const shown = ((await first.getByTestId('chat-answer-text').textContent()) ?? '').trim();
    assert.ok(shown.length > 0, 'the answer is on the page');
    const lengths = (await answerLengths(page)).filter((length) => length > 0);
    assert.ok(lengths.length >= 1, 'the answer appeared while the page was open');
    assert.deepEqual(
      [...lengths].sort((a, b) => a - b),
      lengths,
      `the answer only grew in place (lengths ${lengths.join(', ')})`,
    );
    // What the page shows is what the server stored: nothing doubled or cut by a resumed stream.
    const stored = (await callApi<{ data: Message }>('GET', `/api/chat/messages/${firstId}`, undefined, user.token)).data;
    assert.equal(stored.status, 'answered');
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
    assert.equal(squash(shown), squash(stored.answer), 'the streamed answer is the whole stored answer');
    // The source is labelled (the offline analyst as "automatic analysis"), the disclaimer is under it.
    const source = first.getByTestId('chat-answer-source');
    await source.waitFor();
    assert.equal(await source.getAttribute('data-source'), stored.source ?? '');
    if (stored.source === 'automatic') await source.getByText('تحليل آلي').waitFor();
    if (stored.source === 'model') await source.getByText('ذكاء إيفا').waitFor();
    if (modelUrl !== null) {
      // with-server.sh's model held the answer after 3 of its 12 pieces until the page showed them.
      assert.equal(stored.source, 'model');
      assert.ok(lengths.length >= 2, `the answer arrived in pieces (lengths ${lengths.join(', ')})`);
    }
    assert.equal(squash((await first.getByTestId('chat-answer-disclaimer').textContent()) ?? ''), squash(stored.disclaimer));
    assert.ok(stored.disclaimer.length > 0, 'the answer carries the disclaimer');

    // One question used: 3 → 2 on the page and on the server.
    const afterOne = await balanceOf(user.token);
    assert.equal(afterOne.remaining, (start.daily_limit ?? 0) - 1);
    await page.locator(`[data-testid="chat-balance"][data-remaining="${afterOne.remaining}"]`).waitFor();
    assert.equal(await page.getByTestId('chat-limit').count(), 0, 'no limit panel while questions are left');
    await settle(page);
    await screenshot(page, 'chat-answer-ar');

    // Ask until the balance is used up (support and resistance, then dividends, …).
    const next = [2, 4, 5, 2, 4, 5];
    for (let asked = 1; asked < (start.daily_limit ?? 0); asked += 1) {
      await ask(page, next[(asked - 1) % next.length] ?? 4);
    }
    const used = await balanceOf(user.token);
    assert.equal(used.remaining, 0, 'the daily balance is used up');
    await page.locator('[data-testid="chat-balance"][data-remaining="0"]').waitFor();

    // In place, no /no-payment: the countdown to midnight in Riyadh, the upgrade, the trial.
    const panel = page.getByTestId('chat-limit');
    await panel.waitFor();
    assert.equal(pathOf(page), chatPath, 'the chat handles the used-up balance itself');
    const countdown = panel.getByTestId('chat-countdown');
    const shownCountdown = (await countdown.textContent()) ?? '';
    assert.match(shownCountdown, /^\d{2}:\d{2}:\d{2}$/);
    const [h = 0, m = 0, s = 0] = shownCountdown.split(':').map(Number);
    const expected = (Date.parse(used.resets_at) - Date.now()) / 1000;
    assert.ok(Math.abs(h * 3600 + m * 60 + s - expected) < 120, `the countdown (${shownCountdown}) runs to resets_at (${used.resets_at})`);
    await page.waitForFunction((before) => document.querySelector('[data-testid="chat-countdown"]')?.textContent !== before, shownCountdown, { timeout: 5000 });
    assert.ok(await page.getByTestId('chat-question-1').isDisabled(), 'nothing more can be asked today');
    await panel.getByTestId('chat-start-trial').waitFor();
    const upgrade = panel.getByTestId('chat-upgrade');
    await page.waitForFunction(() => /^\/chat-payment\/\d+$/.test(document.querySelector('[data-testid="chat-upgrade"]')?.getAttribute('href') ?? ''));
    await settle(page);
    await screenshot(page, 'chat-limit-ar');

    // A phone, in Arabic: the conversation with its limit panel fits without sideways scrolling,
    // and the conversations open in a drawer.
    await page.setViewportSize(phone);
    await settle(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 1, `the chat fits a 390 px phone (overflow ${overflow}px)`);
    await page.getByTestId('chat-conversations-open').click();
    await page.getByTestId('chat-conversations').getByRole('link').first().waitFor();
    const drawerOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(drawerOverflow <= 1, `the conversations drawer fits a phone (overflow ${drawerOverflow}px)`);
    await screenshot(page, 'chat-conversations-phone');
    await page.keyboard.press('Escape');
    await screenshot(page, 'chat-limit-phone');
    await page.setViewportSize({ width: 1366, height: 900 });

    // The upgrade opens the chat plan's checkout.
    await upgrade.click();
    await page.waitForURL(/\/chat-payment\/\d+$/);
    await page.getByTestId('checkout-chat').waitFor();
    assert.ok(stockId, 'the search gave the stock id');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
