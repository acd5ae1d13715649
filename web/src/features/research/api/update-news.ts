import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { NewsForm, NewsView } from '../types';
import { researchKeys } from './keys';

/** PUT /api/staff/news/{id}: corrects an article (its stocks are found again); 404, 422. */
export async function updateNews(id: number, form: NewsForm): Promise<NewsView> {
  return (await api.put<ApiEnvelope<NewsView>>(`/api/staff/news/${id}`, form)).data;
}

export function useUpdateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number; form: NewsForm }) => updateNews(id, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: researchKeys.news }),
  });
}
