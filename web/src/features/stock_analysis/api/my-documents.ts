import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { refreshWhileFinalising } from '../lib/request-status';
import type { AnalysisRequestView } from '../types';
import { stockAnalysisKeys } from './keys';

/** GET /api/stock-analysis/documents: the client's requests, newest first, with their clock and documents. */
export async function getMyDocuments(signal?: AbortSignal): Promise<AnalysisRequestView[]> {
  const body = await api.get<ApiEnvelope<AnalysisRequestView[]>>('/api/stock-analysis/documents', { signal });
  return Array.isArray(body.data) ? body.data : [];
}

export const myDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: stockAnalysisKeys.myDocuments,
    queryFn: ({ signal }) => getMyDocuments(signal),
    // An approved request becomes delivered (its final PDFs written) within seconds.
    refetchInterval: (query) => refreshWhileFinalising(query.state.data),
  });

export function useMyDocuments() {
  return useQuery(myDocumentsQueryOptions());
}
