import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { researchKeys } from './keys';

/** DELETE /api/staff/news/{id}: withdraws an article (204); 404 when it is already gone. */
export async function deleteNews(id: number): Promise<void> {
  await apiRequest<unknown>('DELETE', `/api/staff/news/${id}`);
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: researchKeys.news }),
  });
}
