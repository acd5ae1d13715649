import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { NewsForm, NewsView } from '../types';
import { researchKeys } from './keys';

/** POST /api/staff/news: publishes an article of Eva's own (201); 422 names the fields. */
export async function createNews(form: NewsForm): Promise<NewsView> {
  return (await api.post<ApiEnvelope<NewsView>>('/api/staff/news', form)).data;
}

export function useCreateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: researchKeys.news }),
  });
}
