import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { AnalysisRequestView, RequestFormBody } from '../types';
import { stockAnalysisKeys } from './keys';

/** POST /api/stock-analysis/create: the request, waiting for payment with one of its `plan_ids` (201). */
export async function createAnalysisRequest(body: RequestFormBody): Promise<AnalysisRequestView> {
  return (await api.post<ApiEnvelope<AnalysisRequestView>>('/api/stock-analysis/create', body)).data;
}

export function useCreateAnalysisRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnalysisRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockAnalysisKeys.myDocuments }),
  });
}
