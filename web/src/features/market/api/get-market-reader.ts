import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope, type PageMeta } from '../../../lib/api-client';
import { MARKET_STALE_MS } from '../../../shared-api/market';
import { toPaged, type Paged } from './types';

/** A day of a market, summarised in words. */
export interface MarketReading {
  id: number;
  date: string;
  market_id: number;
  title: string;
  body: string;
  index_change_percent: number | null;
  advancers: number;
  decliners: number;
}

export async function getMarketReader(page: number, signal?: AbortSignal): Promise<Paged<MarketReading>> {
  const body = await api.get<ApiEnvelope<MarketReading[]> & { meta?: PageMeta }>('/api/market-reader', { query: { page }, signal });
  return toPaged(body);
}

export const marketReaderQueryKey = (page: number) => ['market', 'market-reader', page] as const;

export const marketReaderQueryOptions = (page: number) =>
  queryOptions({
    queryKey: marketReaderQueryKey(page),
    queryFn: ({ signal }) => getMarketReader(page, signal),
    staleTime: MARKET_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useMarketReader(page: number) {
  return useQuery(marketReaderQueryOptions(page));
}
