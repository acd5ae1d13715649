import { describe, expect, it } from 'vitest';
import { graphLines } from './graph-series';

describe('graph lines', () => {
  it('draws the list and each benchmark from its first close', () => {
    const lines = graphLines({
      rating_list_id: 1,
      benchmarks: ['TASI', 'TASI_EW'],
      points: [
        { date: '2026-11-01', value: 100_000, benchmarks: [100_000, null] },
        { date: '2026-11-02', value: 101_500, benchmarks: [100_400, 100_000] },
      ],
    });
    expect(lines.map((l) => l.code)).toEqual(['list', 'TASI', 'TASI_EW']);
    expect(lines[0]!.points).toEqual([
      { time: '2026-11-01', value: 100_000 },
      { time: '2026-11-02', value: 101_500 },
    ]);
    expect(lines[2]!.points).toEqual([{ time: '2026-11-02', value: 100_000 }]);
  });

  it('leaves out a benchmark with no close at all', () => {
    const lines = graphLines({ rating_list_id: 1, benchmarks: ['SPX'], points: [{ date: '2026-11-01', value: 1, benchmarks: [null] }] });
    expect(lines.map((l) => l.code)).toEqual(['list']);
  });
});
