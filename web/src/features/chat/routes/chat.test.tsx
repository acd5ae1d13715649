import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { localKeys } from '../../../lib/storage-keys';
import { installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import {
  aBalance,
  aConversation,
  aMessage,
  anUnderstanding,
  aramco,
  aSummary,
  controlledStream,
  disclaimer,
  rajhi,
  someQuestions,
  sseEvent,
} from '../testing/fixtures';
import type { ChatBalance, Conversation, ConversationSummary } from '../types';
import { visible } from '../../../test/visible-text';

type Handlers = NonNullable<Parameters<typeof installFakeApi>[0]>['handlers'];

/** The chat API with one conversation, the balance given, and what a test adds. */
function chatApi({
  balance = aBalance(),
  conversations = [aSummary()],
  conversation = aConversation(),
  handlers = {},
}: { balance?: ChatBalance; conversations?: ConversationSummary[]; conversation?: Conversation; handlers?: Handlers } = {}) {
  let current = balance;
  const api = installFakeApi({
    handlers: {
      'GET /api/chat/questions': () => ({ body: { data: someQuestions(current) } }),
      'GET /api/chat/balance': () => ({ body: { data: current } }),
      'GET /api/chat/conversations': () => ({ body: { data: conversations, meta: { page: 1, per_page: 20, total: conversations.length } } }),
      [`GET /api/chat/conversations/${conversation.chat_id}`]: () => ({ body: { data: conversation } }),
      'GET /api/stock/1120': () => ({ body: { data: { id: 1120, symbol: '1120', name: 'Al Rajhi Bank', market: 'TASI', history: [] } } }),
      'GET /api/stocks': ({ url }) => ({ body: { data: [url.searchParams.get('query')?.startsWith('Ar') ? aramco : rajhi] } }),
      'POST /api/chat/understand': () => ({ body: { data: anUnderstanding() } }),
      'POST /api/chat/plans': () => ({
        body: {
          data: [
            {
              id: 4,
              name: 'Eva Chat',
              plans: [
                { id: 41, name: 'Monthly' },
                { id: 42, name: 'Annual' },
              ],
            },
          ],
        },
      }),
      ...handlers,
    },
  });
  return { ...api, setBalance: (next: ChatBalance) => (current = next) };
}

beforeEach(async () => {
  localStorage.setItem(localKeys.token, 'tok');
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the chat page', () => {
  it('shows the conversations, the open one’s answers with their label, data time and disclaimer, and the balance', async () => {
    const failed = aMessage({
      id: 8,
      question_id: null,
      question: 'Is it a good time to buy?',
      status: 'failed',
      answer: '',
      source: null,
      failure: 'No price data for this stock',
      balance_refunded: true,
      data_as_of: null,
    });
    chatApi({
      balance: aBalance({ used_today: 1, remaining: 2 }),
      conversations: [aSummary({ messages: 2 }), aSummary({ chat_id: 'c-0', stock: aramco, last_question: 'Dividends' })],
      conversation: aConversation([aMessage(), failed]),
    });
    renderScreen('/chat/c-1');
    const answered = await screen.findByTestId('chat-message-7');
    expect(within(answered).getByTestId('chat-message-question')).toHaveTextContent('Technical analysis');
    expect(
      within(answered).getByText(
        (_, element) => element?.tagName === 'P' && visible(element.textContent).includes('Al Rajhi Bank (1120) · Daily · Short term'),
      ),
    ).toBeInTheDocument();
    expect(within(answered).getByTestId('chat-answer-text')).toHaveTextContent('The trend is up. Support at 80.');
    expect(within(answered).getByTestId('chat-answer-source')).toHaveTextContent('Automatic analysis');
    expect(within(answered).getByTestId('chat-answer-disclaimer')).toHaveTextContent(disclaimer);
    // 12:00 UTC is 3:00 PM in Riyadh.
    expect(within(answered).getByTestId('chat-answer-data-time')).toHaveTextContent(/Data as of Nov 24, 2026, 3:00\sPM \(Riyadh time\)/);

    const refused = screen.getByTestId('chat-message-8');
    expect(within(refused).getByTestId('chat-answer-failure')).toHaveTextContent('No price data for this stock');
    expect(within(refused).getByTestId('chat-answer-refunded')).toHaveTextContent('This question was returned to your balance.');

    const list = screen.getByTestId('chat-conversations');
    expect(await within(list).findByTestId('chat-conversation-c-1')).toHaveClass('Mui-selected');
    expect(within(list).getByTestId('chat-conversation-c-0')).toHaveAttribute('href', '/chat/c-0');
    expect(screen.getByTestId('chat-balance-text')).toHaveTextContent('2 of 3 questions left today');
    expect(screen.getByTestId('chat-start-trial')).toHaveTextContent('Start a free 3-day trial');
    expect(screen.queryByTestId('chat-limit')).toBeNull();
    // The composer continues with the conversation's stock.
    expect(await screen.findByTestId('chat-stock')).toHaveValue('(1120) Al Rajhi Bank');
  });

  it('asks the technical analysis about the stock of the address and shows the answer as it streams', async () => {
    const stream = controlledStream();
    const froms: (string | null)[] = [];
    const pending = aMessage({ id: 9, chat_id: 'c-2', status: 'pending', answer: '', source: null, data_as_of: null, answered_at: null });
    const { calls } = chatApi({
      conversations: [],
      handlers: {
        'POST /api/chat/question': () => ({
          status: 201,
          body: { data: { chat_id: 'c-2', message: pending, balance: aBalance({ used_today: 1, remaining: 2 }) } },
        }),
        'GET /api/chat/messages/9/stream': ({ url }) => {
          froms.push(url.searchParams.get('from'));
          return { response: stream.response };
        },
      },
    });
    const user = userEvent.setup();
    renderScreen('/chat?stock_id=1120');
    expect(await screen.findByTestId('chat-balance-text')).toHaveTextContent('3 of 3 questions left today');
    await waitFor(() => expect(screen.getByTestId('chat-stock')).toHaveValue('(1120) Al Rajhi Bank'));
    expect(screen.getByTestId('chat-empty')).toHaveTextContent('Ask Eva about Al Rajhi Bank (1120)');

    await user.click(within(screen.getByTestId('chat-term')).getByTestId('chat-term-medium'));
    await user.click(screen.getByText('Advanced analysis'));
    await user.click(await screen.findByTestId('chat-interval-weekly'));
    await user.click(screen.getByTestId('chat-question-1'));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/chat/c-2'));
    expect(calls.find((c) => c.path === '/api/chat/question')?.body).toEqual({ questionId: 1, stockid: 1120, interval: 'weekly', term: 'medium' });
    expect(await screen.findByTestId('chat-balance-text')).toHaveTextContent('2 of 3 questions left today');

    const message = await screen.findByTestId('chat-message-9');
    expect(within(message).getByTestId('chat-answer-thinking')).toBeInTheDocument();
    await waitFor(() => expect(froms).toEqual(['0']));

    stream.send(sseEvent('delta', { text: 'The trend ' }, 10) + ': keep-alive\n\nevent: del');
    expect(await within(message).findByTestId('chat-answer-text')).toHaveTextContent('The trend');
    expect(within(message).queryByTestId('chat-answer-disclaimer')).toHaveTextContent(disclaimer);
    stream.send('ta\nid: 16\ndata: {"text":"is up."}\n\n');
    await waitFor(() => expect(within(message).getByTestId('chat-answer-text')).toHaveTextContent('The trend is up.'));
    expect(within(message).getByTestId('chat-answer')).toHaveAttribute('data-status', 'answering');

    stream.send(sseEvent('done', aMessage({ id: 9, chat_id: 'c-2', answer: 'The trend is up.', source: 'automatic' })));
    await waitFor(() => expect(within(message).getByTestId('chat-answer')).toHaveAttribute('data-status', 'answered'));
    expect(within(message).getByTestId('chat-answer-source')).toHaveTextContent('Automatic analysis');
    expect(within(message).getByTestId('chat-answer-data-time')).toBeInTheDocument();
    expect(froms).toEqual(['0']);
  });

  it('resumes the answer of a conversation opened while it is written, from the characters it has', async () => {
    const stream = controlledStream();
    const froms: (string | null)[] = [];
    const answering = aMessage({ id: 11, status: 'answering', answer: 'سهم 😀', source: null });
    chatApi({
      conversation: aConversation([answering]),
      handlers: {
        'GET /api/chat/messages/11/stream': ({ url }) => {
          froms.push(url.searchParams.get('from'));
          return { response: stream.response };
        },
      },
    });
    renderScreen('/chat/c-1');
    const message = await screen.findByTestId('chat-message-11');
    expect(within(message).getByTestId('chat-answer-text')).toHaveTextContent('سهم 😀');
    // "سهم 😀" is 5 code points (6 UTF-16 units).
    await waitFor(() => expect(froms).toEqual(['5']));
    stream.send(sseEvent('delta', { text: ' قوي' }, 9) + sseEvent('done', aMessage({ id: 11, answer: 'سهم 😀 قوي', source: 'model' })));
    await waitFor(() => expect(within(message).getByTestId('chat-answer-text')).toHaveTextContent('سهم 😀 قوي'));
    expect(within(message).getByTestId('chat-answer-source')).toHaveTextContent('Eva AI');
  });

  it('shows the countdown, the upgrade to the first chat plan and the trial when the server answers 999', async () => {
    const { calls, setBalance } = chatApi({
      handlers: {
        'POST /api/chat/question': () => ({
          body: { code: 999, message: 'You have used today’s questions', resets_at: aBalance().resets_at, balance: aBalance() },
        }),
        'POST /api/chat/trial': () => ({
          body: { data: aBalance({ kind: 'trial', daily_limit: null, remaining: null, trial_available: false, trial_ends_at: '2026-11-28T21:00:00Z' }) },
        }),
      },
    });
    const user = userEvent.setup();
    renderScreen('/chat/c-1');
    await screen.findByTestId('chat-message-7');
    // Another tab used the balance meanwhile: this page still thinks one is left.
    setBalance(aBalance({ used_today: 3, remaining: 0 }));
    await user.click(await screen.findByTestId('chat-question-4'));

    const panel = await screen.findByTestId('chat-limit');
    // The chat handles 999 in place: no /no-payment.
    expect(screen.getByTestId('location')).toHaveTextContent('/chat/c-1');
    const countdown = within(panel).getByTestId('chat-countdown');
    expect(countdown.textContent).toMatch(/^02:0[23]:\d\d$/);
    const first = countdown.textContent;
    await waitFor(() => expect(countdown.textContent).not.toBe(first), { timeout: 3000 });
    expect(await within(panel).findByTestId('chat-upgrade')).toHaveAttribute('href', '/chat-payment/41');
    expect(screen.getByTestId('chat-question-1')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('chat-balance-text')).toHaveTextContent('0 of 3 questions left today');

    await user.click(within(panel).getByTestId('chat-start-trial'));
    await waitFor(() => expect(screen.queryByTestId('chat-limit')).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/chat/trial')).toBe(true);
    expect(screen.getByTestId('chat-balance-text')).toHaveTextContent('Unlimited questions during your free trial, until');
    expect(screen.queryByTestId('chat-start-trial')).toBeNull();
  });

  it('shows the panel at once when the balance is used up, with the upgrade button', async () => {
    chatApi({ balance: aBalance({ used_today: 3, remaining: 0, trial_available: false }) });
    const user = userEvent.setup();
    renderScreen('/chat/c-1');
    const panel = await screen.findByTestId('chat-limit');
    expect(within(panel).getByTestId('chat-countdown').textContent).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(within(panel).queryByTestId('chat-start-trial')).toBeNull();
    const upgrade = await within(panel).findByRole('link', { name: 'Upgrade for unlimited questions' });
    await waitFor(() => expect(upgrade).toHaveAttribute('href', '/chat-payment/41'));
    await user.click(upgrade);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/chat-payment/41'));
  });

  it('says when to try again after the fair-use ceiling (429), and puts a refused field’s message under it', async () => {
    let answer: 'busy' | 'invalid' = 'busy';
    chatApi({
      balance: aBalance({ kind: 'plan', daily_limit: null, remaining: null, trial_available: false }),
      handlers: {
        'POST /api/chat/question': () =>
          answer === 'busy'
            ? { response: new Response(JSON.stringify({ message: 'Too Many Attempts.' }), { status: 429, headers: { 'Retry-After': '150' } }) }
            : { status: 422, body: { message: 'The given data was invalid.', errors: { question: ['The question may not be longer than 500 characters.'] } } },
      },
    });
    const user = userEvent.setup();
    renderScreen('/chat/c-1');
    expect(await screen.findByTestId('chat-balance-text')).toHaveTextContent('Unlimited questions');
    await user.type(await screen.findByTestId('chat-free-text'), 'Safe?');
    await user.click(screen.getByTestId('chat-send'));
    expect(await screen.findByText('Too many questions in a short time. Try again in 3 minutes.')).toBeInTheDocument();

    answer = 'invalid';
    await user.click(screen.getByTestId('chat-send'));
    expect(await screen.findByText('The question may not be longer than 500 characters.')).toBeInTheDocument();
    expect(screen.queryByText(/Too many questions/)).toBeNull();
    expect(screen.getByTestId('chat-free-text')).toHaveValue('Safe?');
  });

  // Two searches and a dialog, typed key by key: well over the default limit on a busy machine.
  it('asks for a stock first, and compares two stocks through the dialog', async () => {
    const { calls } = chatApi({
      conversations: [],
      handlers: {
        'POST /api/chat/question': () => ({
          status: 201,
          body: {
            data: {
              chat_id: 'c-3',
              message: aMessage({ id: 12, chat_id: 'c-3', question_id: 3, question: 'Compare two stocks', compare_stock: aramco, term: null, interval: null }),
              balance: aBalance({ remaining: 2 }),
            },
          },
        }),
        'GET /api/chat/conversations/c-3': () => ({ body: { data: aConversation([aMessage({ id: 12, chat_id: 'c-3' })], { chat_id: 'c-3' }) } }),
      },
    });
    const user = userEvent.setup();
    renderScreen('/chat');
    await user.click(await screen.findByTestId('chat-question-3'));
    expect(await screen.findByText('Choose a stock first')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-compare-dialog')).toBeNull();

    await user.type(screen.getByTestId('chat-stock'), 'Ra');
    await user.click(await screen.findByTestId('stock-option-1120'));
    await user.click(screen.getByTestId('chat-question-3'));
    const dialog = await screen.findByTestId('chat-compare-dialog');
    expect(
      within(dialog).getByText(
        (_, element) => element?.tagName === 'P' && visible(element.textContent) === 'Choose the stock to compare Al Rajhi Bank (1120) with.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('chat-compare-send'));
    expect(await within(dialog).findByText('Choose the stock to compare with')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/chat/question')).toBe(false);
    await user.type(within(dialog).getByTestId('chat-compare-stock'), 'Ar');
    await user.click(await screen.findByTestId('stock-option-2222'));
    await user.click(within(dialog).getByTestId('chat-compare-send'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/chat/c-3'));
    expect(calls.find((c) => c.path === '/api/chat/question')?.body).toEqual({ questionId: 3, stockid: 1120, compare_stock_id: 2222 });
    await waitFor(() => expect(screen.queryByTestId('chat-compare-dialog')).toBeNull());
  }, 60_000);

  it('asks a free question that names its stock without a picked one, and shows the answer paragraph by paragraph, its table as a table', async () => {
    const stream = controlledStream();
    const pending = aMessage({
      id: 20,
      chat_id: 'c-5',
      question_id: null,
      question: 'Compare Al Rajhi and Aramco',
      compare_stock: aramco,
      status: 'pending',
      answer: '',
      source: null,
      term: null,
      interval: null,
    });
    const { calls } = chatApi({
      conversations: [],
      handlers: {
        'POST /api/chat/understand': () => ({ body: { data: anUnderstanding({ stocks: [rajhi, aramco], intent: 'compare' }) } }),
        'POST /api/chat/question': () => ({
          status: 201,
          body: { data: { chat_id: 'c-5', message: pending, balance: aBalance({ used_today: 1, remaining: 2 }) } },
        }),
        'GET /api/chat/messages/20/stream': () => ({ response: stream.response }),
      },
    });
    const user = userEvent.setup();
    renderScreen('/chat');
    const field = await screen.findByTestId('chat-free-text');
    expect(
      screen.getByText('Name the stock or its symbol in your question, or ask about the chosen stock. For example: “Compare Al Rajhi and SNB”.'),
    ).toBeInTheDocument();
    await user.type(field, 'Compare Al Rajhi and Aramco{Enter}');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/chat/c-5'));
    expect(calls.find((c) => c.path === '/api/chat/understand')?.body).toEqual({ question: 'Compare Al Rajhi and Aramco' });
    expect(calls.find((c) => c.path === '/api/chat/question')?.body).toEqual({ questionId: null, question: 'Compare Al Rajhi and Aramco' });

    const message = await screen.findByTestId('chat-message-20');
    stream.send(sseEvent('delta', { text: 'Automatic analysis by Eva\nAl Rajhi Bank (1120): price 107.20 SAR.' }, 1));
    expect(await within(message).findByTestId('chat-answer-text')).toHaveTextContent('Automatic analysis by Eva');
    expect(within(message).queryByText(/You can ask me about/)).toBeNull();
    const table = '\n\nComparison:\n|  | Al Rajhi Bank (1120) | Saudi Aramco (2222) |\n| Price | 107.20 SAR | 24.62 SAR |\n| Month | +1.89% | -0.49% |';
    stream.send(sseEvent('delta', { text: table }, 2));
    const grid = await within(message).findByRole('table');
    expect(within(grid).getByRole('columnheader', { name: 'Saudi Aramco (2222)' })).toBeInTheDocument();
    expect(within(grid).getByRole('rowheader', { name: 'Price' })).toBeInTheDocument();
    const price = within(grid).getByRole('cell', { name: '24.62 SAR' });
    expect(price).toHaveAttribute('dir', 'ltr');
    expect(within(message).getByTestId('chat-answer-text')).not.toHaveTextContent('|');
    stream.send(sseEvent('delta', { text: '\n\nYou can ask me about the price.' }, 3));
    expect(await within(message).findByText(/You can ask me about/)).toBeInTheDocument();
    stream.send(
      sseEvent('done', { ...pending, status: 'answered', source: 'automatic', answer: `Automatic analysis by Eva${table}\n\nYou can ask me about the price.` }),
    );
    await waitFor(() => expect(within(message).getByTestId('chat-answer')).toHaveAttribute('data-status', 'answered'));
    expect(within(message).getByRole('table')).toBeInTheDocument();
  });

  it('offers the stocks a shared name could mean, and sends the one chosen as the question’s stock', async () => {
    const goog = { id: 438, symbol: 'GOOG', name: 'Alphabet Inc. (Class C)', market: 'US' as const };
    const googl = { id: 439, symbol: 'GOOGL', name: 'Alphabet Inc. (Class A)', market: 'US' as const };
    const { calls } = chatApi({
      conversations: [],
      handlers: {
        'POST /api/chat/understand': () => ({ body: { data: anUnderstanding({ choices: [goog, googl] }) } }),
        'POST /api/chat/question': () => ({
          status: 201,
          body: {
            data: {
              chat_id: 'c-6',
              message: aMessage({ id: 21, chat_id: 'c-6', question_id: null, question: 'How is Google doing?', stock: googl }),
              balance: aBalance(),
            },
          },
        }),
        'GET /api/chat/conversations/c-6': () => ({ body: { data: aConversation([aMessage({ id: 21, chat_id: 'c-6' })], { chat_id: 'c-6', stock: googl }) } }),
      },
    });
    const user = userEvent.setup();
    renderScreen('/chat');
    await user.type(await screen.findByTestId('chat-free-text'), 'How is Google doing?');
    await user.click(screen.getByTestId('chat-send'));

    const choices = await screen.findByRole('group', { name: 'Which stock do you mean?' });
    expect(within(choices).getAllByRole('button')).toHaveLength(2);
    expect(calls.some((c) => c.path === '/api/chat/question')).toBe(false);
    await user.click(within(choices).getByTestId('chat-choice-439'));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/chat/c-6'));
    expect(calls.filter((c) => c.path === '/api/chat/understand')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/api/chat/question')?.body).toEqual({ questionId: null, stockid: 439, question: 'How is Google doing?' });
    expect(screen.queryByTestId('chat-choices')).toBeNull();
  });

  it('puts the server’s “name a stock” under the question, and still needs a picked stock for a ready question', async () => {
    const nameAStock = 'Name the stock or its symbol in your question, or pick it from the list; for example "What is Aramco\'s price?"';
    const { calls } = chatApi({
      conversations: [],
      handlers: {
        'POST /api/chat/question': () => ({ status: 422, body: { message: nameAStock, errors: { question: [nameAStock] }, code: 'NAME_A_STOCK' } }),
      },
    });
    const user = userEvent.setup();
    renderScreen('/chat');
    await user.type(await screen.findByTestId('chat-free-text'), 'What do you think?');
    await user.click(screen.getByTestId('chat-send'));
    expect(await screen.findByText(nameAStock)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/chat/question')?.body).toEqual({ questionId: null, question: 'What do you think?' });
    // Typing again clears the stale message.
    await user.type(screen.getByTestId('chat-free-text'), ' Aramco');
    expect(screen.queryByText(nameAStock)).toBeNull();

    await user.click(screen.getByTestId('chat-question-4'));
    expect(await screen.findByText('Choose a stock first')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/chat/question')).toHaveLength(1);
  });

  it('speaks Arabic', async () => {
    chatApi({ balance: aBalance({ used_today: 1, remaining: 2 }) });
    await i18n.changeLanguage('ar');
    renderScreen('/chat/c-1', { language: 'ar' });
    expect(await screen.findByTestId('chat-balance-text')).toHaveTextContent('تبقّى سؤالان من 3 اليوم');
    expect(await screen.findByText('تحليل آلي')).toBeInTheDocument();
    expect(screen.getByText('محادثاتك')).toBeInTheDocument();
    expect(screen.getByTestId('chat-answer-data-time')).toHaveTextContent('بتوقيت الرياض');
  });
});

describe('the chat test page', () => {
  it('shows a sample answer at once, labelled and with the disclaimer, and says it is not counted', async () => {
    const { calls } = chatApi({
      handlers: {
        'POST /api/chat/question-test': () => ({
          body: {
            data: {
              question: 'Support and resistance',
              answer: 'Support 80, resistance 95.',
              source: 'automatic',
              disclaimer,
              data_as_of: '2026-11-24T12:00:00Z',
            },
          },
        }),
      },
    });
    const user = userEvent.setup();
    renderScreen('/chat-test');
    expect(await screen.findByTestId('chat-test-not-counted')).toHaveTextContent('not counted against your question balance');
    await user.click(await screen.findByTestId('chat-test-submit'));
    expect(await screen.findByText('Choose a stock first')).toBeInTheDocument();

    await user.type(screen.getByTestId('chat-test-stock'), 'Ra');
    await user.click(await screen.findByTestId('stock-option-1120'));
    await user.click(within(screen.getByTestId('chat-test-question')).getByRole('combobox'));
    await user.click(await screen.findByTestId('chat-test-question-2'));
    await user.click(within(screen.getByTestId('chat-test-term')).getByTestId('chat-test-term-long'));
    expect(screen.queryByTestId('chat-test-interval')).toBeNull();
    await user.click(screen.getByTestId('chat-test-submit'));

    const sample = await screen.findByTestId('chat-test-answer');
    expect(within(sample).getByTestId('chat-answer-text')).toHaveTextContent('Support 80, resistance 95.');
    expect(within(sample).getByTestId('chat-answer-source')).toHaveTextContent('Automatic analysis');
    expect(within(sample).getByTestId('chat-answer-disclaimer')).toHaveTextContent(disclaimer);
    expect(calls.find((c) => c.path === '/api/chat/question-test')?.body).toEqual({ questionId: 2, stockid: 1120, term: 'long' });
  });
});
