import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { AnalystList, ListKind, ListRequest } from '../types';

const PATHS: Record<ListKind, string> = { rating: '/api/analyst-ratings', opinion: '/api/analyst-opinions' };

export const myListsQueryKey = (kind: ListKind) => ['analysts', 'my-lists', kind] as const;

/** The signed-in analyst's lists of one kind (spec §4: loaded when the user is an analyst). */
export async function getMyLists(kind: ListKind, signal?: AbortSignal): Promise<AnalystList[]> {
  const body = await api.get<ApiEnvelope<AnalystList[]>>(PATHS[kind], { signal });
  return Array.isArray(body.data) ? body.data : [];
}

export const myListsQueryOptions = (kind: ListKind) =>
  queryOptions({ queryKey: myListsQueryKey(kind), queryFn: ({ signal }) => getMyLists(kind, signal), retry: false });

export function useMyLists(kind: ListKind, enabled = true) {
  return useQuery({ ...myListsQueryOptions(kind), enabled });
}

/** POST /api/rating-list/create, or /update with `list_id`: the list and its prices. */
export async function saveList(request: ListRequest, listId: number | null): Promise<AnalystList> {
  const body =
    listId === null
      ? await api.post<ApiEnvelope<AnalystList>>('/api/rating-list/create', request)
      : await api.post<ApiEnvelope<AnalystList>>('/api/rating-list/update', { ...request, list_id: listId });
  return body.data;
}

export function useSaveList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, listId }: { request: ListRequest; listId: number | null }) => saveList(request, listId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['analysts', 'my-lists'] }),
  });
}
