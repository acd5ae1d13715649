import type { components } from '../generated/api-types';

/**
 * The market module's shapes that its stock endpoints (stocks.ts) return to other features, and
 * its data's staleness (prices and percents arrive as JSON numbers).
 */

type Schemas = components['schemas'];

/** Market data changes at most every few minutes (15-minute delayed quotes). */
export const MARKET_STALE_MS = 60_000;

/** A market as the server describes it (generated from its OpenAPI document). */
export type MarketView = Schemas['MarketView'];

/** One bar of a price chart (generated from the OpenAPI document). */
export type BarView = Schemas['BarView'];

export type MarketCode = 'TASI' | 'NOMU' | 'US';

/** The server's market, with its code narrowed to the markets the app knows. */
export type Market = Omit<MarketView, 'code'> & { code: MarketCode };
