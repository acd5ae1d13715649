import type { Bar, LinePoint } from '../../lib/chart-series';

/** What a chart's text alternative says of one series: its span, its last value and its range. */
export interface SeriesSummary {
  from: string;
  to: string;
  count: number;
  last: number;
  min: number;
  max: number;
}

/** The summary of points in any order (dates as "YYYY-MM-DD"); null when there are none. */
export function summarizePoints(points: readonly LinePoint[]): SeriesSummary | null {
  const finite = points.filter((p) => Number.isFinite(p.value));
  if (finite.length === 0) return null;
  const ordered = [...finite].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
  const values = ordered.map((p) => p.value);
  const first = ordered[0] as LinePoint;
  const last = ordered[ordered.length - 1] as LinePoint;
  return { from: first.time, to: last.time, count: ordered.length, last: last.value, min: Math.min(...values), max: Math.max(...values) };
}

/** A price history's summary: closes' span and last close, lowest low and highest high. */
export function summarizeBars(bars: readonly Bar[]): SeriesSummary | null {
  const closes = summarizePoints(bars.map((b) => ({ time: b.date, value: b.close })));
  if (!closes) return null;
  const lows = bars.map((b) => b.low).filter(Number.isFinite);
  const highs = bars.map((b) => b.high).filter(Number.isFinite);
  return { ...closes, min: lows.length ? Math.min(...lows) : closes.min, max: highs.length ? Math.max(...highs) : closes.max };
}
