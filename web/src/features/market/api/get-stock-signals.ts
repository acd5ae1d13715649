import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope, type PageMeta } from '../../../lib/api-client';
import { MARKET_STALE_MS } from '../../../shared-api/market';
import { toPaged, type Paged, type StockRef } from './types';

export interface StockSignal {
  id: number;
  stock: StockRef;
  date: string;
  signal: 'buy' | 'sell';
  score: number;
  close: number;
  reasons: { kind: string; title: string }[];
}

export interface StockSignalsQuery {
  page: number;
  marketId: number | null;
  /**
   * The free list (signals at least a week old, for guests and users without the signals
   * feature) or the members' list up to today.
   */
  guest: boolean;
}

export async function getStockSignals(query: StockSignalsQuery, signal?: AbortSignal): Promise<Paged<StockSignal>> {
  const path = query.guest ? '/api/stock-signals-guest' : '/api/stock-signals';
  const body = await api.get<ApiEnvelope<StockSignal[]> & { meta?: PageMeta }>(path, {
    query: { page: query.page, market_id: query.marketId },
    signal,
  });
  return toPaged(body);
}

export const stockSignalsQueryKey = (query: StockSignalsQuery) => ['market', 'stock-signals', query] as const;

export const stockSignalsQueryOptions = (query: StockSignalsQuery) =>
  queryOptions({
    queryKey: stockSignalsQueryKey(query),
    queryFn: ({ signal }) => getStockSignals(query, signal),
    staleTime: MARKET_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useStockSignals(query: StockSignalsQuery, enabled = true) {
  return useQuery({ ...stockSignalsQueryOptions(query), enabled });
}
