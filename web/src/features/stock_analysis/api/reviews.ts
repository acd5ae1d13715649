import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { refreshWhileFinalising } from '../lib/request-status';
import type { AnalysisRequestView } from '../types';
import { stockAnalysisKeys } from './keys';

/**
 * GET /api/stock-analysis/reviews: for an analyst, their open reviews and the unassigned paid or
 * in-review requests; for staff, every open one.
 */
export async function getReviews(signal?: AbortSignal): Promise<AnalysisRequestView[]> {
  const body = await api.get<ApiEnvelope<AnalysisRequestView[]>>('/api/stock-analysis/reviews', { signal });
  return Array.isArray(body.data) ? body.data : [];
}

export const reviewsQueryOptions = () =>
  queryOptions({
    queryKey: stockAnalysisKeys.reviews,
    queryFn: ({ signal }) => getReviews(signal),
    // An approved request leaves the queue once its final PDFs are written, within seconds.
    refetchInterval: (query) => refreshWhileFinalising(query.state.data),
  });

export function useReviews() {
  return useQuery(reviewsQueryOptions());
}
