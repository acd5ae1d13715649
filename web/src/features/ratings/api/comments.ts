import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope, type PageMeta } from '../../../lib/api-client';
import type { RatingComment, RatingDetails } from '../types';
import { RATINGS_KEY } from './keys';

export interface CommentsPage {
  items: RatingComment[];
  total: number;
  perPage: number;
}

async function pageOf(path: string, query: Record<string, number>, signal?: AbortSignal): Promise<CommentsPage> {
  const body = await api.get<ApiEnvelope<RatingComment[]> & { meta?: PageMeta }>(path, { query, signal });
  return { items: body.data, total: body.meta?.total ?? body.data.length, perPage: body.meta?.per_page ?? body.data.length };
}

/** GET /api/rating-state-comment: the list's market-state posts, newest first. */
export function useStateComments(listId: number, page: number) {
  return useQuery({
    queryKey: [RATINGS_KEY, 'state-comments', listId, page],
    queryFn: ({ signal }) => pageOf('/api/rating-state-comment', { rating_list_id: listId, page }, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/rating-state-comment: a post on the state of the market. */
export function usePostStateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: { listId: number; comment: string }) => api.post('/api/rating-state-comment', { rating_list_id: post.listId, comment: post.comment }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [RATINGS_KEY] }),
  });
}

/** GET /api/rating-details/{id}: one rating with its own history. */
export function useRatingDetails(ratingId: number) {
  return useQuery({
    queryKey: [RATINGS_KEY, 'details', ratingId],
    queryFn: async ({ signal }) => (await api.get<ApiEnvelope<RatingDetails>>(`/api/rating-details/${ratingId}`, { signal })).data,
  });
}

/** GET /api/rating-details-comments/{list}/{rating}: the rating's comments, newest first. */
export function useRatingComments(listId: number | undefined, ratingId: number, page: number) {
  return useQuery({
    queryKey: [RATINGS_KEY, 'rating-comments', listId, ratingId, page],
    queryFn: ({ signal }) => pageOf(`/api/rating-details-comments/${listId}/${ratingId}`, { page }, signal),
    enabled: listId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/rating-comment {rating_id, comment}. */
export function usePostRatingComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: { ratingId: number; comment: string }) => api.post('/api/rating-comment', { rating_id: post.ratingId, comment: post.comment }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [RATINGS_KEY] }),
  });
}
