import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { RankingQuery } from '../lib/ranking-query';
import type { RankingRow } from '../types';
import { reportKeys } from './keys';

/** GET /api/evareport/guest/stocks/rankings: a strategy's top ten, for everyone. */
export async function getGuestRankings(query: Omit<RankingQuery, 'page'>, signal?: AbortSignal): Promise<RankingRow[]> {
  const body = await api.get<ApiEnvelope<RankingRow[]>>('/api/evareport/guest/stocks/rankings', {
    query: { strategy: query.strategy, market_id: query.marketId, shariah: query.shariah ? 1 : null },
    signal,
  });
  return Array.isArray(body.data) ? body.data : [];
}

export const guestRankingsQueryOptions = (query: Omit<RankingQuery, 'page'>) =>
  queryOptions({
    queryKey: reportKeys.guestRankings(query),
    queryFn: ({ signal }) => getGuestRankings(query, signal),
    placeholderData: keepPreviousData,
  });

export function useGuestRankings(query: Omit<RankingQuery, 'page'>, enabled: boolean) {
  return useQuery({ ...guestRankingsQueryOptions(query), enabled });
}
