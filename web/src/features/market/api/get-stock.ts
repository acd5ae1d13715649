import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { Market } from './get-markets';
import type { Quote } from './get-latest-price';
import { MARKET_STALE_MS, type BarView } from './types';

export type ChartInterval = 'daily' | 'weekly' | 'monthly';
export const CHART_INTERVALS: ChartInterval[] = ['daily', 'weekly', 'monthly'];

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
  demo: boolean;
  interval: ChartInterval;
  history: BarView[];
}

export async function getStock(stockId: string, interval: ChartInterval, signal?: AbortSignal): Promise<StockDetails> {
  const body = await api.get<ApiEnvelope<StockDetails>>(`/api/stock/${encodeURIComponent(stockId)}`, {
    query: { interval },
    signal,
  });
  return { ...body.data, history: Array.isArray(body.data.history) ? body.data.history : [] };
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
