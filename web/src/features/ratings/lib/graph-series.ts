import type { LinePoint } from '../../../lib/chart-series';
import type { Graph } from '../types';

export interface GraphLine {
  /** `list` for the list itself, else the benchmark's code (TASI, TASI_EW, …). */
  code: string;
  points: LinePoint[];
}

/**
 * The list's value and each benchmark as lines over time. A benchmark has no point before its
 * first close (null), so its line starts there rather than at zero.
 */
export function graphLines(graph: Graph): GraphLine[] {
  const list: GraphLine = { code: 'list', points: graph.points.map((p) => ({ time: p.date, value: p.value })) };
  const benchmarks = graph.benchmarks.map((code, index) => ({
    code,
    points: graph.points.flatMap((p) => {
      const value = p.benchmarks[index];
      return value === null || value === undefined ? [] : [{ time: p.date, value }];
    }),
  }));
  return [list, ...benchmarks.filter((line) => line.points.length > 0)];
}
