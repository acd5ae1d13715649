import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { RatingList } from '../types';
import { RATINGS_KEY } from './keys';

export interface ListFilter {
  search: string;
  marketId: number | null;
}

/** GET /api/rating-lists (signed in, with the reader's favourites) or its guest twin. */
export async function getRatingLists(filter: ListFilter, signedIn: boolean, signal?: AbortSignal): Promise<RatingList[]> {
  const path = signedIn ? '/api/rating-lists' : '/api/rating-lists-guest';
  const body = await api.get<ApiEnvelope<RatingList[]>>(path, { query: { search: filter.search.trim(), market_id: filter.marketId }, signal });
  return body.data;
}

export function useRatingLists(filter: ListFilter, signedIn: boolean) {
  return useQuery({
    queryKey: [RATINGS_KEY, 'lists', filter.search.trim(), filter.marketId, signedIn],
    queryFn: ({ signal }) => getRatingLists(filter, signedIn, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/rating-lists-single (or -single-guest): one list with its headline figures. */
export async function getRatingList(listId: number, signedIn: boolean, signal?: AbortSignal): Promise<RatingList> {
  const path = signedIn ? '/api/rating-lists-single' : '/api/rating-lists-single-guest';
  const body = await api.get<ApiEnvelope<RatingList>>(path, { query: { rating_list_id: listId }, signal });
  return body.data;
}

export function useRatingList(listId: number, signedIn: boolean) {
  return useQuery({ queryKey: [RATINGS_KEY, 'list', listId, signedIn], queryFn: ({ signal }) => getRatingList(listId, signedIn, signal) });
}

/** POST /api/rating-lists/favorite: marks the list a favourite, or unmarks it. */
export function useFavouriteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listId: number) => api.post<ApiEnvelope<{ id: number; favorite: boolean }>>('/api/rating-lists/favorite', { rating_list_id: listId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [RATINGS_KEY] }),
  });
}
