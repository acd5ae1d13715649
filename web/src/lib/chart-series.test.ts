import { describe, expect, it } from 'vitest';
import { orderedBars, positionInRange, simpleMovingAverage, type Bar } from './chart-series';

function bar(date: string, close: number, extra: Partial<Bar> = {}): Bar {
  return { date, open: close, high: close + 1, low: close - 1, close, volume: 1000, ...extra };
}

const days = (closes: number[]) => closes.map((close, i) => bar(new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10), close));

describe('simple moving average', () => {
  it('averages the last N closes and starts once N bars exist', () => {
    const points = simpleMovingAverage(days([1, 2, 3, 4, 5, 6]), 3);
    expect(points).toEqual([
      { time: '2026-01-03', value: 2 },
      { time: '2026-01-04', value: 3 },
      { time: '2026-01-05', value: 4 },
      { time: '2026-01-06', value: 5 },
    ]);
  });

  it('matches a direct computation for SMA 20 and 50 on a long series', () => {
    const closes = Array.from({ length: 120 }, (_, i) => 50 + Math.sin(i / 5) * 10 + i * 0.1);
    const bars = days(closes);
    for (const period of [20, 50]) {
      const points = simpleMovingAverage(bars, period);
      expect(points).toHaveLength(120 - period + 1);
      points.forEach((point, k) => {
        const window = closes.slice(k, k + period);
        expect(point.value).toBeCloseTo(window.reduce((s, v) => s + v, 0) / period, 3);
        expect(point.time).toBe(bars[k + period - 1]!.date);
      });
    }
  });

  it('gives nothing when the history is shorter than the period', () => {
    expect(simpleMovingAverage(days([1, 2]), 20)).toEqual([]);
    expect(simpleMovingAverage([], 50)).toEqual([]);
  });

  it('refuses a period that is not a positive integer', () => {
    expect(() => simpleMovingAverage(days([1]), 0)).toThrow(RangeError);
    expect(() => simpleMovingAverage(days([1]), 2.5)).toThrow(RangeError);
  });
});

describe('ordered bars', () => {
  it('sorts by date and keeps the last bar of a repeated date', () => {
    const out = orderedBars([bar('2026-01-03', 3), bar('2026-01-01', 1), bar('2026-01-03', 4)]);
    expect(out.map((b) => [b.date, b.close])).toEqual([
      ['2026-01-01', 1],
      ['2026-01-03', 4],
    ]);
  });
});

describe('52-week range', () => {
  it('places a price inside the range', () => {
    expect(positionInRange(50, { low: 40, high: 60 })).toBe(50);
    expect(positionInRange(100, { low: 40, high: 60 })).toBe(100);
    expect(positionInRange(5, { low: 5, high: 5 })).toBe(50);
  });
});
