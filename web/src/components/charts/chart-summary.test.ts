import { describe, expect, it } from 'vitest';
import { summarizeBars, summarizePoints } from './chart-summary';

describe('chart text alternatives', () => {
  it('summarizes a series in date order: span, last value and range', () => {
    const summary = summarizePoints([
      { time: '2026-01-03', value: 12 },
      { time: '2026-01-01', value: 10 },
      { time: '2026-01-02', value: Number.NaN },
      { time: '2026-01-02', value: 8 },
    ]);
    expect(summary).toEqual({ from: '2026-01-01', to: '2026-01-03', count: 3, last: 12, min: 8, max: 12 });
  });

  it('says nothing of an empty series', () => {
    expect(summarizePoints([])).toBeNull();
    expect(summarizeBars([])).toBeNull();
  });

  it('takes a price history’s range from its lows and highs, its last value from the last close', () => {
    const summary = summarizeBars([
      { date: '2026-02-02', open: 11, high: 13, low: 10.5, close: 12, volume: 100 },
      { date: '2026-02-01', open: 10, high: 11.5, low: 9, close: 11, volume: 100 },
    ]);
    expect(summary).toEqual({ from: '2026-02-01', to: '2026-02-02', count: 2, last: 12, min: 9, max: 13 });
  });
});
