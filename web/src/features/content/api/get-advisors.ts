import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { AdvisorView } from '../types';
import { contentKeys } from './keys';

/** GET /api/get-advisors: the firm's licensed advisors, in the staff's order. */
export async function getAdvisors(signal?: AbortSignal): Promise<AdvisorView[]> {
  const body = await api.get<ApiEnvelope<AdvisorView[]>>('/api/get-advisors', { signal });
  return Array.isArray(body.data) ? body.data : [];
}

export const advisorsQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.advisors, queryFn: ({ signal }) => getAdvisors(signal), staleTime: 10 * 60_000 });

export function useAdvisors() {
  return useQuery(advisorsQueryOptions());
}
