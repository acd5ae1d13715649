import { describe, expect, it } from 'vitest';
import { groupByStock } from './high-low';

const stock = (id: number, symbol: string) => ({ id, symbol, name: `S${id}`, market_id: 1 });

describe('weekly highs and lows, one line per stock', () => {
  it('merges a stock’s days, keeping its latest day and close, and counts them', () => {
    const rows = groupByStock([
      { stock: stock(1, '1010'), date: '2026-11-15', close: 255.31 },
      { stock: stock(2, '4194'), date: '2026-11-15', close: 118.35 },
      { stock: stock(1, '1010'), date: '2026-11-17', close: 262.1 },
      { stock: stock(1, '1010'), date: '2026-11-16', close: 260.61 },
    ]);
    expect(rows.map((r) => [r.stock.symbol, r.date, r.close, r.times])).toEqual([
      ['1010', '2026-11-17', 262.1, 3],
      ['4194', '2026-11-15', 118.35, 1],
    ]);
  });

  it('orders stocks of the same day by symbol and copes with an empty week', () => {
    const rows = groupByStock([
      { stock: stock(3, '2222'), date: '2026-11-16', close: 1 },
      { stock: stock(4, '1120'), date: '2026-11-16', close: 2 },
    ]);
    expect(rows.map((r) => r.stock.symbol)).toEqual(['1120', '2222']);
    expect(groupByStock([])).toEqual([]);
  });
});
