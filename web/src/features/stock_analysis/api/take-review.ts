import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { AnalysisRequestView } from '../types';
import { stockAnalysisKeys } from './keys';

/** POST /api/stock-analysis/reviews/{id}/take: the request, now the signed-in analyst's (409 when another has it). */
export async function takeReview(requestId: number): Promise<AnalysisRequestView> {
  const path = `/api/stock-analysis/reviews/${encodeURIComponent(String(requestId))}/take`;
  return (await api.post<ApiEnvelope<AnalysisRequestView>>(path)).data;
}

export function useTakeReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeReview,
    // Whatever the answer (taken, or taken by someone else), the queue has moved on.
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockAnalysisKeys.reviews }),
  });
}
