import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';

/** One market index in the header ticker (spec §3). Prices may arrive as numbers or decimal strings. */
export interface IndexTickerItem {
  id: number | string;
  name: string;
  price: number | string;
  price_change: number | string;
  price_change_percent: number | string;
}

export async function getIndices(): Promise<IndexTickerItem[]> {
  const body = await api.get<ApiEnvelope<IndexTickerItem[]>>('/api/indices');
  return Array.isArray(body.data) ? body.data : [];
}

export const indicesQueryKey = () => ['market', 'indices'] as const;

export const indicesQueryOptions = () =>
  queryOptions({
    queryKey: indicesQueryKey(),
    queryFn: getIndices,
    retry: false,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

/** Errors (the market module may not exist yet and answer 404) simply mean "no ticker". */
export function useIndices(enabled: boolean) {
  return useQuery({ ...indicesQueryOptions(), enabled });
}
