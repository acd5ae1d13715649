/**
 * Shapes shared by several market endpoints (prices and percents arrive as JSON numbers). Those
 * other features use too (markets, bars, quotes, stocks) are in src/shared-api (market.ts,
 * stocks.ts).
 */

/** A stock as list endpoints name it. */
export interface StockRef {
  id: number;
  symbol: string;
  name: string;
  market_id: number;
}

/** Market ids as the API numbers them. */
export const MARKET_IDS = { TASI: 1, NOMU: 2, US: 3 } as const;

export interface Paged<T> {
  items: T[];
  page: number;
  perPage: number;
  total: number;
}

/** A paged `{data, meta}` body as items and paging (meta missing: one page of everything). */
export function toPaged<T>(body: { data?: T[] | null; meta?: { page: number; per_page: number; total: number } }): Paged<T> {
  const items = Array.isArray(body.data) ? body.data : [];
  return {
    items,
    page: body.meta?.page ?? 1,
    perPage: body.meta?.per_page ?? Math.max(items.length, 1),
    total: body.meta?.total ?? items.length,
  };
}
