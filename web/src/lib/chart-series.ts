/** Pure helpers that turn a stock's price history into what the chart and key figures show. */

export interface Bar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface LinePoint {
  time: string;
  value: number;
}

/**
 * Simple moving average of the closes over `period` bars. The first `period - 1` bars have no
 * average and are left out, so the overlay starts where it is defined.
 */
export function simpleMovingAverage(bars: readonly Bar[], period: number): LinePoint[] {
  if (!Number.isInteger(period) || period < 1) throw new RangeError('period must be a positive integer');
  const points: LinePoint[] = [];
  let sum = 0;
  for (let i = 0; i < bars.length; i++) {
    sum += bars[i]!.close;
    if (i >= period) sum -= bars[i - period]!.close;
    // Rounded to the cent-of-a-cent so floating-point drift does not show in the tooltip.
    if (i >= period - 1) points.push({ time: bars[i]!.date, value: Math.round((sum / period) * 10_000) / 10_000 });
  }
  return points;
}

/** Bars in date order with duplicates (same date) dropped: the chart library requires both. */
export function orderedBars(bars: readonly Bar[]): Bar[] {
  const byDate = new Map<string, Bar>();
  for (const bar of bars) byDate.set(bar.date, bar);
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** A 52-week range, as the API gives it (`range_52w`: the market's one computation). */
export interface PriceRange {
  low: number;
  high: number;
}

/** Where `price` sits in a range, 0–100 (for the range bar), clamped. */
export function positionInRange(price: number, range: PriceRange): number {
  if (range.high <= range.low) return 50;
  return Math.min(100, Math.max(0, ((price - range.low) / (range.high - range.low)) * 100));
}
