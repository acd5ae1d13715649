import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { AnalysisRequestView, ApproveBody } from '../types';
import { stockAnalysisKeys } from './keys';

/**
 * POST /api/stock-analysis/reviews/{id}/approve: each document with the analyst's commentary. The
 * request is then `approved`; a job writes the final PDFs and delivers it.
 */
export async function approveReview(requestId: number, body: ApproveBody): Promise<AnalysisRequestView> {
  const path = `/api/stock-analysis/reviews/${encodeURIComponent(String(requestId))}/approve`;
  return (await api.post<ApiEnvelope<AnalysisRequestView>>(path, body)).data;
}

export function useApproveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: number; body: ApproveBody }) => approveReview(requestId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockAnalysisKeys.reviews }),
  });
}
