import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { EVA_OPINIONS_TYPE, type OpinionList } from '../types';
import { OPINIONS_KEY } from './keys';

export interface ListFilter {
  search: string;
  marketId: number | null;
}

/** GET /api/opinion-lists (signed in, with the reader's favourites) or its guest twin. */
export async function getOpinionLists(filter: ListFilter, signedIn: boolean, signal?: AbortSignal): Promise<OpinionList[]> {
  const path = signedIn ? '/api/opinion-lists' : '/api/opinion-lists-guest';
  const query = { search: filter.search.trim(), market_id: filter.marketId, type: EVA_OPINIONS_TYPE };
  const body = await api.get<ApiEnvelope<OpinionList[]>>(path, { query, signal });
  return body.data;
}

export function useOpinionLists(filter: ListFilter, signedIn: boolean) {
  return useQuery({
    queryKey: [OPINIONS_KEY, 'lists', filter.search.trim(), filter.marketId, signedIn],
    queryFn: ({ signal }) => getOpinionLists(filter, signedIn, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/opinion-lists-single (or -single-guest): one list with its record. */
export async function getOpinionList(listId: number, signedIn: boolean, signal?: AbortSignal): Promise<OpinionList> {
  const path = signedIn ? '/api/opinion-lists-single' : '/api/opinion-lists-single-guest';
  const body = await api.get<ApiEnvelope<OpinionList>>(path, { query: { opinion_list_id: listId }, signal });
  return body.data;
}

export function useOpinionList(listId: number, signedIn: boolean) {
  return useQuery({ queryKey: [OPINIONS_KEY, 'list', listId, signedIn], queryFn: ({ signal }) => getOpinionList(listId, signedIn, signal) });
}

/** POST /api/opinion-lists/favorite: marks the list a favourite, or unmarks it. */
export function useFavouriteOpinionList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listId: number) => api.post<ApiEnvelope<{ id: number; favorite: boolean }>>('/api/opinion-lists/favorite', { opinion_list_id: listId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [OPINIONS_KEY] }),
  });
}

/** GET /api/favorite/opinion-lists. */
export function useFavouriteOpinionLists(enabled: boolean) {
  return useQuery({
    queryKey: [OPINIONS_KEY, 'favourite-lists'],
    queryFn: async ({ signal }) => (await api.get<ApiEnvelope<OpinionList[]>>('/api/favorite/opinion-lists', { signal })).data,
    enabled,
  });
}
