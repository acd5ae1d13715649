import type { ChatBalance, ChatMessage, ChatQuestions, Conversation, ConversationSummary, StockBrief, Understanding } from '../types';

export const rajhi: StockBrief = { id: 1120, symbol: '1120', name: 'Al Rajhi Bank', market: 'TASI' };
export const aramco: StockBrief = { id: 2222, symbol: '2222', name: 'Saudi Aramco', market: 'TASI' };

export function aBalance(overrides: Partial<ChatBalance> = {}): ChatBalance {
  return {
    kind: 'free',
    daily_limit: 3,
    used_today: 0,
    remaining: 3,
    resets_at: new Date(Date.now() + (2 * 3600 + 3 * 60 + 4) * 1000).toISOString(),
    trial_available: true,
    trial_days: 3,
    trial_ends_at: null,
    ...overrides,
  };
}

export function someQuestions(balance: ChatBalance = aBalance()): ChatQuestions {
  return {
    questions: [
      { id: 1, title: 'Technical analysis', description: 'Trend, momentum and levels', needs_interval: true, needs_term: true, needs_compare: false },
      { id: 2, title: 'Support and resistance', description: 'The nearest levels', needs_interval: false, needs_term: true, needs_compare: false },
      { id: 3, title: 'Compare two stocks', description: 'Side by side', needs_interval: false, needs_term: false, needs_compare: true },
      { id: 4, title: 'Dividends', description: 'Cash dividends paid', needs_interval: false, needs_term: false, needs_compare: false },
      { id: 5, title: 'Financial summary', description: 'The key figures', needs_interval: false, needs_term: false, needs_compare: false },
    ],
    terms: [
      { key: 'short', label: 'Short term' },
      { key: 'medium', label: 'Medium term' },
      { key: 'long', label: 'Long term' },
    ],
    intervals: [
      { key: 'daily', label: 'Daily' },
      { key: 'weekly', label: 'Weekly' },
    ],
    balance,
  };
}

export const disclaimer = 'This is not investment advice.';

export function aMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 7,
    chat_id: 'c-1',
    question_id: 1,
    question: 'Technical analysis',
    stock: rajhi,
    compare_stock: null,
    interval: 'daily',
    term: 'short',
    status: 'answered',
    answer: 'The trend is up.\nSupport at 80.',
    source: 'automatic',
    failure: null,
    balance_refunded: false,
    disclaimer,
    data_as_of: '2026-11-24T12:00:00Z',
    created_at: '2026-11-25T08:00:00Z',
    answered_at: '2026-11-25T08:00:05Z',
    ...overrides,
  };
}

/** What POST /api/chat/understand says of a question: by default, it names no stock. */
export function anUnderstanding(overrides: Partial<Understanding> = {}): Understanding {
  return { stocks: [], choices: [], intent: 'overview', period: null, advice: false, ...overrides };
}

export function aConversation(messages: ChatMessage[] = [aMessage()], overrides: Partial<Conversation> = {}): Conversation {
  return { chat_id: 'c-1', stock: rajhi, messages, ...overrides };
}

export function aSummary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return { chat_id: 'c-1', stock: rajhi, last_question: 'Technical analysis', last_at: '2026-11-25T08:00:00Z', messages: 1, ...overrides };
}

/** One server-sent event as the API writes it. */
export function sseEvent(event: string, data: unknown, id?: number): string {
  return `event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`;
}

/**
 * A streamed response whose chunks the test sends when it wants: `send` text (bytes may be cut
 * anywhere), `fail` the connection, `close` it.
 */
export function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    sendBytes: (bytes: Uint8Array) => controller.enqueue(bytes),
    fail: () => controller.error(new TypeError('network error')),
    close: () => controller.close(),
  };
}
