import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { RATINGS_KEY } from './keys';

/** POST /api/rating-lists/capital: the reader's own capital, which their share quantities follow. */
export function useSetCapital() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { listId: number; capital: string }) =>
      (
        await api.post<ApiEnvelope<{ rating_list_id: number; capital: number }>>('/api/rating-lists/capital', {
          rating_list_id: input.listId,
          capital: input.capital,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [RATINGS_KEY] }),
  });
}
