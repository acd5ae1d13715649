import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { MARKET_STALE_MS, type MarketCode, type MarketView } from './types';

/** The server's market, with its code narrowed to the markets the app knows. */
export type Market = Omit<MarketView, 'code'> & { code: MarketCode };

export async function getMarkets(): Promise<Market[]> {
  const body = await api.get<ApiEnvelope<Market[]>>('/api/markets');
  return Array.isArray(body.data) ? body.data : [];
}

export const marketsQueryKey = () => ['market', 'markets'] as const;

export const marketsQueryOptions = () =>
  queryOptions({ queryKey: marketsQueryKey(), queryFn: getMarkets, staleTime: 10 * MARKET_STALE_MS });

export function useMarkets() {
  return useQuery(marketsQueryOptions());
}
