import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { Opinion, OpinionDetails, OpinionStatus, OpinionVersion } from '../types';
import { OPINIONS_KEY } from './keys';

export interface OpinionsPage {
  opinions: Opinion[];
  total: number;
}

/** GET /api/opinions: a list's opinions, newest first (its readers only; 999 for others). */
export function useOpinions(listId: number, status: OpinionStatus | null, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [OPINIONS_KEY, 'opinions', listId, status, page],
    queryFn: async ({ signal }): Promise<OpinionsPage> => {
      const body = await api.get<ApiEnvelope<Opinion[]>>('/api/opinions', { query: { opinion_list_id: listId, status, page, per_page: 20 }, signal });
      return { opinions: body.data, total: body.meta?.total ?? body.data.length };
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/opinion: one opinion with its list's name and counts. */
export function useOpinion(id: number) {
  return useQuery({
    queryKey: [OPINIONS_KEY, 'opinion', id],
    queryFn: async ({ signal }) => (await api.get<ApiEnvelope<OpinionDetails>>('/api/opinion', { query: { opinionId: id }, signal })).data,
  });
}

/** GET /api/opinion/history: the versions edits replaced, newest first. */
export function useOpinionHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [OPINIONS_KEY, 'history', id],
    queryFn: async ({ signal }) => (await api.get<ApiEnvelope<OpinionVersion[]>>('/api/opinion/history', { query: { opinionId: id }, signal })).data,
    enabled,
  });
}

/** POST /api/opinion/favorite. */
export function useFavouriteOpinion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ApiEnvelope<{ id: number; favorite: boolean }>>('/api/opinion/favorite', { opinionId: id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [OPINIONS_KEY] }),
  });
}

/** GET /api/favorite/opinions. */
export function useFavouriteOpinions(enabled: boolean) {
  return useQuery({
    queryKey: [OPINIONS_KEY, 'favourites'],
    queryFn: async ({ signal }) => (await api.get<ApiEnvelope<Opinion[]>>('/api/favorite/opinions', { signal })).data,
    enabled,
  });
}
