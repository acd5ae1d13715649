import { describe, expect, it } from 'vitest';
import { someQuestions } from '../testing/fixtures';
import { checkAsk, defaultTerm, toAskRequest, toTestRequest, type AskValues } from './ask-form';

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

  it('names what is missing under the API’s field names', () => {
    expect(problems(null, { ...values, stock: null, text: ' ' })).toEqual({ stockid: 'stockRequired', question: 'questionRequired' });
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
