import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';

/** The signed-in analyst's own rating (stock) lists; only id and name are read here. */
export interface AnalystRatingList {
  id: number | string;
  name: string;
}

export async function getAnalystRatingLists(): Promise<AnalystRatingList[]> {
  const body = await api.get<ApiEnvelope<AnalystRatingList[]>>('/api/analyst-ratings');
  return Array.isArray(body.data) ? body.data : [];
}

export const analystRatingListsQueryKey = () => ['ratings', 'analyst-lists'] as const;

export const analystRatingListsQueryOptions = () =>
  queryOptions({
    queryKey: analystRatingListsQueryKey(),
    queryFn: getAnalystRatingLists,
    retry: false,
  });

/** Loaded only for analysts (spec §4 "Analyst"). */
export function useAnalystRatingLists(enabled: boolean) {
  return useQuery({ ...analystRatingListsQueryOptions(), enabled });
}
