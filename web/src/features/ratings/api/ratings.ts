import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { Rating, RatingSort, RatingStatus } from '../types';
import { RATINGS_KEY } from './keys';

/**
 * A list's rows. Readers who may see the holdings get them all (`/api/ratings`); everyone else
 * gets the closed ones (`/api/ratings-guest`), which is all the server shows them.
 */
export async function getRatings(
  listId: number,
  options: { status: RatingStatus; sort: RatingSort; holdings: boolean },
  signal?: AbortSignal,
): Promise<Rating[]> {
  const path = options.holdings ? '/api/ratings' : '/api/ratings-guest';
  const status = options.holdings ? options.status : undefined;
  const body = await api.get<ApiEnvelope<Rating[]>>(path, { query: { rating_list_id: listId, status, sort: options.sort }, signal });
  return body.data;
}

export function useRatings(listId: number, options: { status: RatingStatus; sort: RatingSort; holdings: boolean }) {
  return useQuery({
    queryKey: [RATINGS_KEY, 'rows', listId, options.holdings ? options.status : 'closed', options.sort, options.holdings],
    queryFn: ({ signal }) => getRatings(listId, options, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/rating/list: the current ratings of every list the reader follows or writes. */
export function useMyRatings() {
  return useQuery({
    queryKey: [RATINGS_KEY, 'mine'],
    queryFn: async ({ signal }) => (await api.get<ApiEnvelope<Rating[]>>('/api/rating/list', { signal })).data,
  });
}

/** POST /api/ratings/favorite: marks a rating a favourite, or unmarks it. */
export function useFavouriteRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ratingId: number) => api.post<ApiEnvelope<{ id: number; favorite: boolean }>>('/api/ratings/favorite', { rating_id: ratingId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [RATINGS_KEY] }),
  });
}
