import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';

/** The signed-in analyst's own opinion lists; only id and name are read here. */
export interface AnalystOpinionList {
  id: number | string;
  name: string;
}

export async function getAnalystOpinionLists(): Promise<AnalystOpinionList[]> {
  const body = await api.get<ApiEnvelope<AnalystOpinionList[]>>('/api/analyst-opinions');
  return Array.isArray(body.data) ? body.data : [];
}

export const analystOpinionListsQueryKey = () => ['opinions', 'analyst-lists'] as const;

export const analystOpinionListsQueryOptions = () =>
  queryOptions({
    queryKey: analystOpinionListsQueryKey(),
    queryFn: getAnalystOpinionLists,
    retry: false,
  });

/** Loaded only for analysts (spec §4 "Analyst"). */
export function useAnalystOpinionLists(enabled: boolean) {
  return useQuery({ ...analystOpinionListsQueryOptions(), enabled });
}
