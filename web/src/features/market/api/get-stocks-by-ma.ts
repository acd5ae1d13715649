import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { MARKET_STALE_MS } from '../../../shared-api/market';

export interface StocksAboveAverages {
  date: string;
  total: number;
  above_sma50: number;
  above_sma200: number;
  above_sma50_percent: number;
  above_sma200_percent: number;
}

export async function getStocksByMa(year: number, marketId: number, interval: 'daily' | 'weekly', signal?: AbortSignal): Promise<StocksAboveAverages[]> {
  const body = await api.get<ApiEnvelope<StocksAboveAverages[]>>('/api/stocks-by-ma', {
    query: { year, market_id: marketId, interval },
    signal,
  });
  return Array.isArray(body.data) ? body.data : [];
}

export const stocksByMaQueryKey = (year: number, marketId: number, interval: 'daily' | 'weekly') =>
  ['market', 'stocks-by-ma', year, marketId, interval] as const;

export const stocksByMaQueryOptions = (year: number, marketId: number, interval: 'daily' | 'weekly') =>
  queryOptions({
    queryKey: stocksByMaQueryKey(year, marketId, interval),
    queryFn: ({ signal }) => getStocksByMa(year, marketId, interval, signal),
    staleTime: MARKET_STALE_MS,
  });

/** Share of a market's stocks above their 50- and 200-day averages over a year. */
export function useStocksByMa(year: number, marketId: number, interval: 'daily' | 'weekly') {
  return useQuery(stocksByMaQueryOptions(year, marketId, interval));
}
