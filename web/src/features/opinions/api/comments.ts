import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { OpinionComment } from '../types';
import { OPINIONS_KEY } from './keys';

const PER_PAGE = 10;

/** GET /api/opinion/comments: newest first, a page at a time. */
export function useOpinionComments(opinionId: number) {
  return useInfiniteQuery({
    queryKey: [OPINIONS_KEY, 'comments', opinionId],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const body = await api.get<ApiEnvelope<OpinionComment[]>>('/api/opinion/comments', { query: { opinionId, page: pageParam, per_page: PER_PAGE }, signal });
      return { comments: body.data, page: pageParam, total: body.meta?.total ?? body.data.length };
    },
    getNextPageParam: (last) => (last.page * PER_PAGE < last.total ? last.page + 1 : undefined),
  });
}

/** GET /api/comment/get-replies: a comment's replies, oldest first. */
export function useReplies(commentId: number, enabled: boolean) {
  return useQuery({
    queryKey: [OPINIONS_KEY, 'replies', commentId],
    queryFn: async ({ signal }) => (await api.get<ApiEnvelope<OpinionComment[]>>('/api/comment/get-replies', { query: { commentId }, signal })).data,
    enabled,
  });
}

/** POST /api/comment/create: a comment, or a reply when `parentId` is set. */
export function usePostComment(opinionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ comment, parentId }: { comment: string; parentId: number | null }) =>
      api.post<ApiEnvelope<OpinionComment>>('/api/comment/create', { opinionId, parentId, comment }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [OPINIONS_KEY] }),
  });
}
