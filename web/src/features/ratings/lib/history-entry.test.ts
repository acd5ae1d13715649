import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../types';
import { actionOf, detailsOf } from './history-entry';

function anEntry(overrides: Partial<HistoryEntry>): HistoryEntry {
  return { seq: 1, type: 'buy', action: 'filled', time: '2026-11-24T08:00:00Z', cash: 90_000, prev_hash: 'a'.repeat(64), hash: 'b'.repeat(64), ...overrides };
}

describe('a history entry', () => {
  it('says a fill’s shares and price', () => {
    expect(detailsOf(anEntry({ shares: 125, fill_price: 80 }))).toEqual([
      { key: 'shares', shares: 125 },
      { key: 'at', price: 80 },
    ]);
  });

  it('says a waiting limit order’s price', () => {
    const entry = anEntry({ action: 'order_placed', order_kind: 'limit', shares: 40, limit_price: 76 });
    expect(detailsOf(entry)).toEqual([
      { key: 'shares', shares: 40 },
      { key: 'limit', price: 76 },
    ]);
  });

  it('says a partial sale’s result and reason', () => {
    const entry = anEntry({ type: 'sell', sell_status: 'partial', shares: 25, fill_price: 100, profit: 500, exit_reason: 'Took profit' });
    expect(detailsOf(entry)).toEqual([
      { key: 'partial' },
      { key: 'shares', shares: 25 },
      { key: 'at', price: 100 },
      { key: 'profit', profit: 500 },
      { key: 'reason', reason: 'Took profit' },
    ]);
  });

  it('says a dividend per share and in all, not as a share count', () => {
    const entry = anEntry({ type: 'dividends', action: 'credited', shares: 125, dividend_per_share: 1.25, dividend_amount: 156.25 });
    expect(detailsOf(entry)).toEqual([{ key: 'dividend', perShare: 1.25, amount: 156.25 }]);
  });

  it('gives a comment its text and names known actions only', () => {
    const entry = anEntry({ type: 'comments', action: 'commented', text: 'Holding through results' });
    expect(detailsOf(entry)).toEqual([{ key: 'text', text: 'Holding through results' }]);
    expect(actionOf(entry)).toBe('commented');
    expect(actionOf(anEntry({ action: 'something_new' }))).toBeNull();
  });
});
