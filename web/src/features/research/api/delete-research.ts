import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { researchKeys } from './keys';

/** DELETE /api/staff/financial-research/{id}: withdraws a document and its files (204); 404. */
export async function deleteResearch(id: number): Promise<void> {
  await apiRequest<unknown>('DELETE', `/api/staff/financial-research/${id}`);
}

export function useDeleteResearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: researchKeys.documents }),
  });
}
