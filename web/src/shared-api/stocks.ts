import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { Market } from './get-markets';
import type { Quote } from './get-latest-price';
import type { PriceRange } from '../../../lib/chart-series';
import { MARKET_STALE_MS, type BarView } from './types';

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
  return { ...body.data, range_52w: body.data.range_52w ?? null, fundamentals: body.data.fundamentals ?? null, history: Array.isArray(body.data.history) ? body.data.history : [] };
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
