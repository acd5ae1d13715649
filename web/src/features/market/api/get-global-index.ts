import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { MARKET_STALE_MS } from '../../../shared-api/market';

export interface IndexSeries {
  code: string;
  name: string;
  /** `rebased`: 100 at the start of the year. */
  points: { date: string; close: number; rebased: number }[];
}

export async function getGlobalIndex(year: number, symbols: readonly string[], signal?: AbortSignal): Promise<IndexSeries[]> {
  const body = await api.get<ApiEnvelope<IndexSeries[]>>('/api/global-index', { query: { year, symbols: symbols.join(',') }, signal });
  const list = Array.isArray(body.data) ? body.data.map((s) => ({ ...s, points: s.points ?? [] })) : [];
  // In the order asked for, so each index keeps its colour whatever order the server uses.
  return list.sort((a, b) => symbols.indexOf(a.code) - symbols.indexOf(b.code));
}

export const globalIndexQueryKey = (year: number, symbols: readonly string[]) => ['market', 'global-index', year, symbols.join(',')] as const;

export const globalIndexQueryOptions = (year: number, symbols: readonly string[]) =>
  queryOptions({
    queryKey: globalIndexQueryKey(year, symbols),
    queryFn: ({ signal }) => getGlobalIndex(year, symbols, signal),
    staleTime: MARKET_STALE_MS,
  });

/** Indices over a year, rebased for comparison. */
export function useGlobalIndex(year: number, symbols: readonly string[]) {
  return useQuery(globalIndexQueryOptions(year, symbols));
}
