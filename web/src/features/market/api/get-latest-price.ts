import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';

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
