import type { components } from '../../../generated/api-types';

/** Shapes shared by several market endpoints (prices and percents arrive as JSON numbers). */

type Schemas = components['schemas'];

/** A market as the server describes it (generated from its OpenAPI document). */
export type MarketView = Schemas['MarketView'];

/** One bar of a price chart (generated from the OpenAPI document). */
export type BarView = Schemas['BarView'];

/** A stock as list endpoints name it. */
export interface StockRef {
  id: number;
  symbol: string;
  name: string;
  market_id: number;
}

export type MarketCode = 'TASI' | 'NOMU' | 'US';

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

/** Market data changes at most every few minutes (15-minute delayed quotes). */
export const MARKET_STALE_MS = 60_000;
