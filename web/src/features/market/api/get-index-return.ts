import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { MARKET_STALE_MS } from '../../../shared-api/market';

export interface IndexReturns {
  code: string;
  name: string;
  year: number;
  months: { month: number; return_percent: number | null }[];
  year_to_date: number | null;
}

export async function getIndexReturn(year: number, symbols: readonly string[], signal?: AbortSignal): Promise<IndexReturns[]> {
  const body = await api.get<ApiEnvelope<IndexReturns[]>>('/api/index-return', { query: { year, symbols: symbols.join(',') }, signal });
  const list = Array.isArray(body.data) ? body.data : [];
  return list.sort((a, b) => symbols.indexOf(a.code) - symbols.indexOf(b.code));
}

export const indexReturnQueryKey = (year: number, symbols: readonly string[]) => ['market', 'index-return', year, symbols.join(',')] as const;

export const indexReturnQueryOptions = (year: number, symbols: readonly string[]) =>
  queryOptions({
    queryKey: indexReturnQueryKey(year, symbols),
    queryFn: ({ signal }) => getIndexReturn(year, symbols, signal),
    staleTime: MARKET_STALE_MS,
  });

/** Monthly returns of some indices over a year. */
export function useIndexReturn(year: number, symbols: readonly string[]) {
  return useQuery(indexReturnQueryOptions(year, symbols));
}
