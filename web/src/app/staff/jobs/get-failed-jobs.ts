import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';

/** A background job that used up its attempts (GET /api/staff/jobs/failed). */
export interface FailedJob {
  id: string | number;
  queue: string;
  attempts: number;
  last_error: string | null;
}

export async function getFailedJobs(signal?: AbortSignal): Promise<FailedJob[]> {
  const body = await api.get<ApiEnvelope<FailedJob[]>>('/api/staff/jobs/failed', { signal });
  return Array.isArray(body.data) ? body.data : [];
}

export const failedJobsQueryKey = () => ['platform', 'staff', 'failed-jobs'] as const;

export const failedJobsQueryOptions = () =>
  queryOptions({
    queryKey: failedJobsQueryKey(),
    queryFn: ({ signal }) => getFailedJobs(signal),
  });

export function useFailedJobs() {
  return useQuery(failedJobsQueryOptions());
}
