import { useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { Rating, RatingList } from '../types';
import { RATINGS_KEY } from './keys';

/** GET /api/favorite/rating-lists: the lists the reader marked. */
export function useFavouriteLists() {
  return useQuery({
    queryKey: [RATINGS_KEY, 'favourite-lists'],
    queryFn: async ({ signal }) => (await api.get<ApiEnvelope<RatingList[]>>('/api/favorite/rating-lists', { signal })).data,
  });
}

/** GET /api/favorite/ratings: the ratings the reader marked, in lists they may still read. */
export function useFavouriteRatings() {
  return useQuery({
    queryKey: [RATINGS_KEY, 'favourite-ratings'],
    queryFn: async ({ signal }) => (await api.get<ApiEnvelope<Rating[]>>('/api/favorite/ratings', { signal })).data,
  });
}
