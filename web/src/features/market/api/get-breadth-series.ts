import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { MARKET_STALE_MS } from '../../../shared-api/market';

export interface NewHighsLowsDay {
  date: string;
  new_highs: number;
  new_lows: number;
  net: number;
}

export async function getBreadth52w(year: number, marketId: number, signal?: AbortSignal): Promise<NewHighsLowsDay[]> {
  const body = await api.get<ApiEnvelope<NewHighsLowsDay[]>>('/api/breadth/52w', { query: { year, market_id: marketId }, signal });
  return Array.isArray(body.data) ? body.data : [];
}

export const breadth52wQueryKey = (year: number, marketId: number) => ['market', 'breadth-52w', year, marketId] as const;

export const breadth52wQueryOptions = (year: number, marketId: number) =>
  queryOptions({
    queryKey: breadth52wQueryKey(year, marketId),
    queryFn: ({ signal }) => getBreadth52w(year, marketId, signal),
    staleTime: MARKET_STALE_MS,
  });

/** Daily new 52-week highs and lows of a market over a year. */
export function useBreadth52w(year: number, marketId: number) {
  return useQuery(breadth52wQueryOptions(year, marketId));
}
