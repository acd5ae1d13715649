import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RankingQuery } from '../lib/ranking-query';
import type { RankingPage } from '../types';
import { reportKeys } from './keys';

/** How many stocks a page of the whole ranking holds. */
export const RANKING_PAGE_SIZE = 20;

/**
 * GET /api/evareport/stocks/rankings: the whole ranking, a page at a time, for subscribers of a
 * reports package; everyone else gets code 999 (an ApiError the screen turns into the top ten).
 */
export async function getRankings(query: RankingQuery, signal?: AbortSignal): Promise<RankingPage> {
  const body = await api.get<Partial<RankingPage>>('/api/evareport/stocks/rankings', {
    query: { strategy: query.strategy, market_id: query.marketId, shariah: query.shariah ? 1 : null, page: query.page, per_page: RANKING_PAGE_SIZE },
    signal,
  });
  const data = Array.isArray(body.data) ? body.data : [];
  return { data, meta: body.meta ?? { page: query.page, per_page: RANKING_PAGE_SIZE, total: data.length } };
}

export const rankingsQueryOptions = (query: RankingQuery) =>
  queryOptions({
    queryKey: reportKeys.rankings(query),
    queryFn: ({ signal }) => getRankings(query, signal),
    placeholderData: keepPreviousData,
  });

export function useRankings(query: RankingQuery, enabled: boolean) {
  return useQuery({ ...rankingsQueryOptions(query), enabled });
}
