import { useQuery } from '@tanstack/react-query';
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

/** Loaded only for analysts (spec §4 "Analyst"). */
export function useAnalystRatingLists(enabled: boolean) {
  return useQuery({
    queryKey: ['ratings', 'analyst-lists'],
    queryFn: getAnalystRatingLists,
    enabled,
    retry: false,
  });
}
