import type { StockRef } from '../api/types';

export interface HighLowRow {
  stock: StockRef;
  date: string;
  close: number;
}

export interface StockHighLow extends HighLowRow {
  /** Days of the week on which the stock made a new high (or low). */
  times: number;
}

/**
 * One line per stock: a stock that made new highs on several days of the week is listed once,
 * with its latest day and close and how many times it happened. Latest first, then by symbol.
 */
export function groupByStock(rows: readonly HighLowRow[]): StockHighLow[] {
  const byStock = new Map<number, StockHighLow>();
  for (const row of rows) {
    const seen = byStock.get(row.stock.id);
    if (!seen) byStock.set(row.stock.id, { ...row, times: 1 });
    else {
      seen.times += 1;
      if (row.date >= seen.date) Object.assign(seen, { date: row.date, close: row.close });
    }
  }
  return [...byStock.values()].sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.stock.symbol.localeCompare(b.stock.symbol)));
}
