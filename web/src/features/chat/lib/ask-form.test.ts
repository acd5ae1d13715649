import { describe, expect, it } from 'vitest';
import { someQuestions } from '../testing/fixtures';
import { checkAsk, continuedChat, defaultTerm, toAskRequest, toTestRequest, toUnderstandRequest, type AskValues } from './ask-form';

const [technical, levels, compare, dividends] = someQuestions().questions;
const rajhi = { id: 1120, symbol: '1120', name: 'Al Rajhi Bank' };
const aramco = { id: '2222', symbol: '2222', name: 'Saudi Aramco' };
const values: AskValues = { stock: rajhi, term: 'medium', interval: 'weekly', compareStock: null, text: '' };

function problems(question: Parameters<typeof checkAsk>[0], v: AskValues) {
  return Object.fromEntries(Object.entries(checkAsk(question, v)).filter(([, error]) => error));
}

describe('asking', () => {
  it('sends only what each ready question uses', () => {
    expect(toAskRequest(technical!, values)).toEqual({ questionId: 1, stockid: 1120, interval: 'weekly', term: 'medium' });
    expect(toAskRequest(levels!, values, 'c-9')).toEqual({ questionId: 2, stockid: 1120, term: 'medium', chatId: 'c-9' });
    expect(toAskRequest(compare!, { ...values, compareStock: aramco })).toEqual({ questionId: 3, stockid: 1120, compare_stock_id: 2222 });
    expect(toAskRequest(dividends!, { ...values, text: 'ignored' })).toEqual({ questionId: 4, stockid: 1120 });
  });

  it('sends a free question as text without a ready question', () => {
    expect(toAskRequest(null, { ...values, text: '  Is it cheap?  ' })).toEqual({ questionId: null, stockid: 1120, question: 'Is it cheap?' });
  });

  it('sends a free question without a picked stock: its words name the stock', () => {
    const free = { ...values, stock: null, text: ' ما رأيك في سهم أرامكو؟ ' };
    expect(problems(null, free)).toEqual({});
    expect(toAskRequest(null, free)).toEqual({ questionId: null, question: 'ما رأيك في سهم أرامكو؟' });
    expect(toAskRequest(null, { ...free, stock: aramco }, 'c-9')).toEqual({
      questionId: null,
      stockid: 2222,
      question: 'ما رأيك في سهم أرامكو؟',
      chatId: 'c-9',
    });
  });

  it('asks the server what a free question names, with the picked stock as its context', () => {
    expect(toUnderstandRequest({ stock: null, text: ' compare AAPL vs MSFT ' })).toEqual({ question: 'compare AAPL vs MSFT' });
    expect(toUnderstandRequest({ stock: rajhi, text: 'And its dividends?' })).toEqual({ question: 'And its dividends?', stockid: 1120 });
  });

  it('continues the conversation: a ready question about its stock, a free question always (the server decides)', () => {
    const conversation = { chatId: 'c-1', stockId: 1120 };
    expect(continuedChat(technical!, { stock: rajhi }, conversation)).toBe('c-1');
    expect(continuedChat(technical!, { stock: aramco }, conversation)).toBeNull();
    expect(continuedChat(null, { stock: aramco }, conversation)).toBe('c-1');
    expect(continuedChat(null, { stock: null }, conversation)).toBe('c-1');
    expect(continuedChat(null, { stock: rajhi }, null)).toBeNull();
  });

  it('names what is missing under the API’s field names', () => {
    expect(problems(null, { ...values, stock: null, text: ' ' })).toEqual({ question: 'questionRequired' });
    expect(problems(dividends!, { ...values, stock: null })).toEqual({ stockid: 'stockRequired' });
    expect(problems(technical!, { ...values, term: null, interval: null })).toEqual({ term: 'termRequired', interval: 'intervalRequired' });
    expect(problems(compare!, values)).toEqual({ compare_stock_id: 'compareRequired' });
    expect(problems(compare!, { ...values, compareStock: { ...rajhi, id: '1120' } })).toEqual({ compare_stock_id: 'compareSame' });
    expect(problems(dividends!, values)).toEqual({});
  });

  it('builds the sample request of the test screen', () => {
    expect(toTestRequest(technical!, values)).toEqual({ questionId: 1, stockid: 1120, interval: 'weekly', term: 'medium' });
  });

  it('starts on the server’s default term (medium) when it is offered', () => {
    expect(defaultTerm(someQuestions())).toBe('medium');
    expect(defaultTerm({ ...someQuestions(), terms: [{ key: 'long', label: 'Long term' }] })).toBe('long');
    expect(defaultTerm({ ...someQuestions(), terms: [] })).toBeNull();
  });
});
