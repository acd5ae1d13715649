import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../lib/api-client';
import type { PriceRange } from '../lib/chart-series';
import { SEARCH_RESULT_LIMIT } from '../lib/constants';
import { MARKET_STALE_MS, type BarView, type Market } from './market';

/**
 * The market module's stock endpoints that other features use too (the chat's stock, the rating
 * and opinion forms' stock picker and price): one copy, under the market module's query keys, so
 * the caches are shared with the market screens.
 */

/** A stock search result, shown as '(symbol) name'. */
export interface StockSearchResult {
  id: number | string;
  symbol: string;
  name: string;
}

/** The list is read from data.data (paginated) or from data itself (plain list). */
function resultsOf(body: unknown): StockSearchResult[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data as StockSearchResult[];
  const nested = (data as { data?: unknown } | null)?.data;
  return Array.isArray(nested) ? (nested as StockSearchResult[]) : [];
}

export async function searchStocks(query: string, signal?: AbortSignal): Promise<StockSearchResult[]> {
  const body = await api.get<unknown>('/api/stocks', { query: { query, limit: SEARCH_RESULT_LIMIT }, signal });
  return resultsOf(body);
}

export const stockSearchQueryKey = (text: string) => ['market', 'stock-search', text] as const;

/** `text` is the trimmed query. */
export const stockSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: stockSearchQueryKey(text),
    queryFn: ({ signal }) => searchStocks(text, signal),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });

export function useStockSearch(query: string, enabled: boolean) {
  const text = query.trim();
  return useQuery({ ...stockSearchQueryOptions(text), enabled: enabled && text.length > 0 });
}

export function formatStockOption(stock: StockSearchResult): string {
  return `(${stock.symbol}) ${stock.name}`;
}

/** A delayed quote. `source` says where it came from; "demo" prices are generated. */
export interface Quote {
  price: number;
  previous_close: number | null;
  change: number | null;
  change_percent: number | null;
  open: number | null;
  high: number | null;
  low: number | null;
  volume: number | null;
  quoted_at: string | null;
  delay_minutes: number;
  source: 'demo' | 'csv' | 'http' | string;
}

export async function getLatestPrice(stockId: string, signal?: AbortSignal): Promise<Quote | null> {
  const body = await api.get<ApiEnvelope<Quote | null>>('/api/stocks/latest-price', { query: { stock_id: stockId }, signal });
  return body.data ?? null;
}

export const latestPriceQueryKey = (stockId: string) => ['market', 'latest-price', stockId] as const;

export const latestPriceQueryOptions = (stockId: string) =>
  queryOptions({
    queryKey: latestPriceQueryKey(stockId),
    queryFn: ({ signal }) => getLatestPrice(stockId, signal),
    staleTime: 60_000,
    refetchInterval: 60_000,
    retry: false,
  });

/** Refreshes the stock page's quote every minute while it is open (the page loads it first). */
export function useLatestPrice(stockId: string, enabled: boolean) {
  return useQuery({ ...latestPriceQueryOptions(stockId), enabled });
}

export type ChartInterval = 'daily' | 'weekly' | 'monthly';
export const CHART_INTERVALS: ChartInterval[] = ['daily', 'weekly', 'monthly'];

/** Growth, margins and valuation of the newest reported year (percent units; P/E and P/B as multiples). */
export interface StockFundamentals {
  period_end: string;
  months: number;
  /** Generated for the demo, not reported. */
  demo: boolean;
  revenue_growth: number | null;
  earnings_growth: number | null;
  net_margin: number | null;
  pe: number | null;
  pb: number | null;
  dividend_yield: number | null;
  payout: number | null;
}

export interface StockDetails {
  id: number;
  symbol: string;
  name: string;
  name_ar: string;
  name_en: string;
  market: Market;
  sector: { id: number; name: string } | null;
  /** null: not assessed. */
  shariah_compliant: boolean | null;
  shares_outstanding: number | null;
  /** Whole currency units. */
  market_cap: number | null;
  quote: Quote | null;
  /** The 52-week range of daily bars, as the analysis PDF and Eva Chat quote it; null without bars. */
  range_52w: PriceRange | null;
  /** null: no reported year yet. */
  fundamentals: StockFundamentals | null;
  demo: boolean;
  interval: ChartInterval;
  history: BarView[];
}

export async function getStock(stockId: string, interval: ChartInterval, signal?: AbortSignal): Promise<StockDetails> {
  const body = await api.get<ApiEnvelope<StockDetails>>(`/api/stock/${encodeURIComponent(stockId)}`, {
    query: { interval },
    signal,
  });
  return {
    ...body.data,
    range_52w: body.data.range_52w ?? null,
    fundamentals: body.data.fundamentals ?? null,
    history: Array.isArray(body.data.history) ? body.data.history : [],
  };
}

export const stockQueryKey = (stockId: string, interval: ChartInterval) => ['market', 'stock', stockId, interval] as const;

export const stockQueryOptions = (stockId: string, interval: ChartInterval) =>
  queryOptions({
    queryKey: stockQueryKey(stockId, interval),
    queryFn: ({ signal }) => getStock(stockId, interval, signal),
    staleTime: MARKET_STALE_MS,
    // Switching the interval keeps the same stock's figures on screen while the new bars load.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === stockId ? previous : undefined),
  });

export function useStock(stockId: string, interval: ChartInterval) {
  return useQuery(stockQueryOptions(stockId, interval));
}
