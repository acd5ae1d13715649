import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { MARKET_STALE_MS } from '../../../shared-api/market';
import type { StockRef } from './types';

export interface HighLowEntry {
  stock: StockRef;
  date: string;
  close: number;
}

export interface HighLowWeek {
  year: number;
  week: number;
  from: string;
  to: string;
  highs: HighLowEntry[];
  lows: HighLowEntry[];
}

/** weekly: new 52-week highs and lows; historical: all-time highs and lows. */
export type HighLowKind = 'weekly' | 'historical';

const endpoint: Record<HighLowKind, string> = {
  weekly: '/api/weekly-high-low-stocks',
  historical: '/api/at-high-low-stocks',
};

export async function getHighLowStocks(kind: HighLowKind, year: number, week: number, marketId: number | null, signal?: AbortSignal): Promise<HighLowWeek> {
  const body = await api.get<ApiEnvelope<HighLowWeek>>(`${endpoint[kind]}/${year}/${week}`, {
    query: { market_id: marketId },
    signal,
  });
  return { ...body.data, highs: body.data.highs ?? [], lows: body.data.lows ?? [] };
}

export const highLowStocksQueryKey = (kind: HighLowKind, year: number, week: number, marketId: number | null) =>
  ['market', 'high-low', kind, year, week, marketId] as const;

export const highLowStocksQueryOptions = (kind: HighLowKind, year: number, week: number, marketId: number | null) =>
  queryOptions({
    queryKey: highLowStocksQueryKey(kind, year, week, marketId),
    queryFn: ({ signal }) => getHighLowStocks(kind, year, week, marketId, signal),
    staleTime: MARKET_STALE_MS,
  });

export function useHighLowStocks(kind: HighLowKind, year: number, week: number, marketId: number | null) {
  return useQuery(highLowStocksQueryOptions(kind, year, week, marketId));
}
