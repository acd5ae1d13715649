import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page, Request } from 'playwright-core';
import { signIn } from '../support/accounts.ts';
import { seriousViolations, describeViolations } from '../support/axe.ts';
import { backendIsUp, enabledModules } from '../support/backend.ts';
import { desktop, newContext, openBrowser, pathOf, phone, screenshot, settle, watchErrors } from '../support/browser.ts';
import { offlineCopyMissing, startOfflineCopy, type OfflineCopy } from '../support/offline-copy.ts';
import { skipOrFail } from '../support/skip.ts';

const subscriber = { email: 'subscriber@eva.demo', password: 'subscriber-demo-1' };

/** The offline analyst's first paragraph starts so; its last (what else it can answer) starts so. */
const FIRST = 'تحليل آلي من إيفا';
const LAST = 'يمكنك أن تسألني عن';
/** The pause between the analyst's paragraphs on the journey's copy of the server (250 ms by default). */
const PARAGRAPH_MS = 2000;
const ANSWER_TIMEOUT_MS = 60_000;

/** The shapes read here, written out rather than imported from src/ (the journeys run on their own). */
interface Message {
  id: number;
  chat_id: string;
  status: string;
  answer: string;
  source: 'model' | 'automatic' | null;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

async function copyApi<T>(copy: OfflineCopy, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${copy.url}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Accept-Language': 'ar',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  assert.ok(response.ok, `${method} ${path} → ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** The ids of the messages on the page (their Stack carries data-status; the question inside does not). */
function messageIds(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-testid^="chat-message-"][data-status]')).map((element) =>
      Number(element.getAttribute('data-testid')?.replace('chat-message-', '')),
    ),
  );
}

/** Types a free question (no stock picked for it), sends it, and returns the new message's id. */
async function askFree(page: Page, question: string): Promise<number> {
  const known = await messageIds(page);
  await page.getByTestId('chat-free-text').fill(question);
  await page.getByTestId('chat-send').click();
  const found = await page.waitForFunction(
    (ids) =>
      Array.from(document.querySelectorAll('[data-testid^="chat-message-"][data-status]'))
        .map((element) => Number(element.getAttribute('data-testid')?.replace('chat-message-', '')))
        .find((id) => !ids.includes(id)) ?? null,
    known,
    { timeout: ANSWER_TIMEOUT_MS },
  );
  const id = (await found.jsonValue()) as number;
  assert.ok(Number.isInteger(id) && id > 0, `the question "${question}" is on the page`);
  return id;
}

/** Resolves when the message's answer holds `present` and not `absent` (yet): the answer's state then. */
async function answerHolds(page: Page, id: number, present: string, absent: string | null): Promise<{ text: string; status: string }> {
  const found = await page.waitForFunction(
    ({ id, present, absent }) => {
      const message = document.querySelector(`[data-testid="chat-message-${id}"]`);
      const text = message?.querySelector('[data-testid="chat-answer-text"]')?.textContent ?? '';
      if (!text.includes(present) || (absent !== null && text.includes(absent))) return null;
      return { text, status: message?.querySelector('[data-testid="chat-answer"]')?.getAttribute('data-status') ?? '' };
    },
    { id, present, absent },
    { timeout: ANSWER_TIMEOUT_MS, polling: 'raf' },
  );
  return (await found.jsonValue()) as { text: string; status: string };
}

async function answered(page: Page, id: number): Promise<void> {
  await page.locator(`[data-testid="chat-message-${id}"] [data-testid="chat-answer"][data-status="answered"]`).waitFor({ timeout: ANSWER_TIMEOUT_MS });
}

/** The question's line under it: the stocks it was asked about. */
async function detailsOf(page: Page, id: number): Promise<string> {
  return (await page.getByTestId(`chat-message-${id}`).locator('[data-testid="chat-message-question"] + *').textContent()) ?? '';
}

/**
 * Eva Chat's free questions, as the offline analyst answers them, for the demo subscriber in
 * Arabic: a question naming its stock is asked with no stock picked; its answer comes paragraph by
 * paragraph (the first on the page while the last is not written yet); a comparison of two stocks
 * named in the words shows its figures as a table, which scrolls inside the card on a phone; and
 * an answer half-written when the page is reloaded carries on from where it was to its end.
 */
describe('chat free question journey', () => {
  let browser: Browser;
  let copy: OfflineCopy | null = null;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await copy?.stop();
    await browser.close();
  });

  it('the demo subscriber names the stocks in the question, reads the answer as it is written, a comparison as a table, and after a reload', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    const modules = await enabledModules();
    if (!modules.has('chat')) return t.skip('the chat module is off in this deployment');
    if (!modules.has('market')) return t.skip('the market module is off: no stocks to name');
    const missing = offlineCopyMissing();
    if (missing) return skipOrFail(t, missing);
    copy = await startOfflineCopy({ name: 'chat-free-question', paragraphMs: PARAGRAPH_MS });
    const server = copy;
    const token = (await copyApi<{ data: { token: string } }>(server, 'POST', '/api/login', subscriber)).data.token;

    // Arabic (the default), on a desktop, a new conversation with no stock picked.
    const context = await newContext(browser, { baseUrl: server.url });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, { ...subscriber, token }, `${server.url}/chat`);
    await page.getByTestId('chat-page').waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    assert.equal(await page.getByTestId('chat-stock').inputValue(), '', 'no stock is picked');
    await page.getByText('اذكر السهم بالاسم أو الرمز في سؤالك').waitFor();

    // 1. A stock named in the words: the answer arrives paragraph by paragraph.
    const first = await askFree(page, 'ما رأيك في سهم أرامكو؟');
    await page.waitForURL(/\/chat\/[^/?]+$/);
    assert.match(await detailsOf(page, first), /أرامكو السعودية/, 'the question is about the stock it names');
    const partial = await answerHolds(page, first, FIRST, LAST);
    assert.equal(partial.status, 'answering', 'the first paragraph shows while the answer is still written');
    await page.getByTestId(`chat-message-${first}`).getByText(FIRST).waitFor();
    const whole = await answerHolds(page, first, LAST, null);
    assert.ok(whole.text.length > partial.text.length, 'the answer grew in place');
    await answered(page, first);
    const stored = (await copyApi<{ data: Message }>(server, 'GET', `/api/chat/messages/${first}`, undefined, token)).data;
    assert.equal(stored.source, 'automatic', 'the offline analyst answered');
    const shown = (await page.getByTestId(`chat-message-${first}`).getByTestId('chat-answer-text').textContent()) ?? '';
    assert.equal(squash(shown), squash(stored.answer), 'the page shows the whole stored answer, nothing doubled');
    const firstChat = pathOf(page);

    // 2. Two stocks named: the comparison's figures are a table with both names.
    const compared = await askFree(page, 'قارن بين الراجحي وأرامكو');
    const table = page.getByTestId(`chat-message-${compared}`).getByTestId('chat-answer-table');
    await table.waitFor({ timeout: ANSWER_TIMEOUT_MS });
    await answered(page, compared);
    assert.notEqual(pathOf(page), firstChat, 'a question about other stocks starts its own conversation');
    const details = await detailsOf(page, compared);
    assert.match(details, /الراجحي/);
    assert.match(details, /أرامكو السعودية/);
    const headers = await table.locator('thead th').allTextContents();
    assert.ok(
      headers.some((cell) => cell.includes('الراجحي')) && headers.some((cell) => cell.includes('أرامكو السعودية')),
      `the table names both stocks (${headers.join(' | ')})`,
    );
    await table.getByRole('rowheader', { name: 'السعر' }).waitFor();
    const price = table.locator('td', { hasText: /(SAR|ر\.س)$/ }).first();
    assert.equal(await price.getAttribute('dir'), 'ltr', 'an amount reads left to right');
    assert.equal(await price.evaluate((cell) => getComputedStyle(cell).whiteSpace), 'nowrap', 'an amount never breaks apart');
    assert.ok(!((await page.getByTestId(`chat-message-${compared}`).getByTestId('chat-answer-text').textContent()) ?? '').includes('|'), 'no raw table line');
    await settle(page);
    await screenshot(page, 'chat-free-question-table-ar');

    // A phone: the table scrolls inside the card, the page does not.
    await page.setViewportSize(phone);
    await settle(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 1, `the chat with a table fits a 390 px phone (overflow ${overflow}px)`);
    assert.equal(await table.evaluate((element) => getComputedStyle(element).overflowX), 'auto', 'the table scrolls sideways in its card');
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, 'chat-free-question-table-phone');
    const violations = await seriousViolations(page);
    assert.deepEqual(describeViolations('the chat with a table (phone)', violations), []);
    await page.setViewportSize(desktop);

    // 3. A follow-up naming no stock keeps the conversation's; reloaded half-way, it still ends.
    const comparedChat = pathOf(page);
    const followUp = await askFree(page, 'ما رأيك فيه؟');
    const half = await answerHolds(page, followUp, FIRST, LAST);
    assert.equal(half.status, 'answering');
    const beforeReload = (await copyApi<{ data: Message }>(server, 'GET', `/api/chat/messages/${followUp}`, undefined, token)).data;
    assert.equal(beforeReload.status, 'answering', 'the answer is being written when the page is reloaded');
    assert.equal(pathOf(page), comparedChat, 'the follow-up continues the conversation');
    const streams: string[] = [];
    const onRequest = (request: Request) => {
      if (request.url().includes(`/api/chat/messages/${followUp}/stream`)) streams.push(request.url());
    };
    page.on('request', onRequest);
    await page.reload();
    await page.getByTestId(`chat-message-${followUp}`).waitFor();
    assert.match(await detailsOf(page, followUp), /الراجحي/, 'about the conversation’s stock');
    await answerHolds(page, followUp, LAST, null);
    await answered(page, followUp);
    page.off('request', onRequest);
    const resumedFrom = streams.map((url) => Number(new URL(url).searchParams.get('from') ?? '0'));
    assert.ok(
      resumedFrom.some((from) => from > 0),
      `after the reload the page followed the answer from what it had (from ${resumedFrom.join(', ') || 'no stream'})`,
    );
    const done = (await copyApi<{ data: Message }>(server, 'GET', `/api/chat/messages/${followUp}`, undefined, token)).data;
    assert.equal(done.status, 'answered');
    const finished = (await page.getByTestId(`chat-message-${followUp}`).getByTestId('chat-answer-text').textContent()) ?? '';
    assert.equal(squash(finished), squash(done.answer), 'the resumed answer is the whole stored answer');

    assert.deepEqual(errors, []);
    await context.close();
  });
});
