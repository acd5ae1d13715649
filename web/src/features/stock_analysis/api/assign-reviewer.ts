import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { AnalysisRequestView } from '../types';
import { STOCK_ANALYSIS_KEY } from './keys';

/** POST /api/staff/stock-analysis/{id}/assign {analyst_id}: the request with its new reviewer. */
export async function assignReviewer(requestId: number, analystId: number): Promise<AnalysisRequestView> {
  const path = `/api/staff/stock-analysis/${encodeURIComponent(String(requestId))}/assign`;
  return (await api.post<ApiEnvelope<AnalysisRequestView>>(path, { analyst_id: analystId })).data;
}

export function useAssignReviewer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, analystId }: { requestId: number; analystId: number }) => assignReviewer(requestId, analystId),
    // The report's counts and the reviewers' loads change, and so does the review queue.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [STOCK_ANALYSIS_KEY] }),
  });
}
