import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { MARKET_STALE_MS, type Market } from '../../../shared-api/market';

export async function getMarkets(): Promise<Market[]> {
  const body = await api.get<ApiEnvelope<Market[]>>('/api/markets');
  return Array.isArray(body.data) ? body.data : [];
}

export const marketsQueryKey = () => ['market', 'markets'] as const;

export const marketsQueryOptions = () => queryOptions({ queryKey: marketsQueryKey(), queryFn: getMarkets, staleTime: 10 * MARKET_STALE_MS });

export function useMarkets() {
  return useQuery(marketsQueryOptions());
}
