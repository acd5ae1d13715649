import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { WorkshopView } from '../types';
import { contentKeys } from './keys';

/** GET /api/workshops: upcoming workshops, the seats left and whether the user has one. */
export async function getWorkshops(signal?: AbortSignal): Promise<WorkshopView[]> {
  const body = await api.get<ApiEnvelope<WorkshopView[]>>('/api/workshops', { signal });
  return Array.isArray(body.data) ? body.data : [];
}

export const workshopsQueryOptions = () => queryOptions({ queryKey: contentKeys.workshops, queryFn: ({ signal }) => getWorkshops(signal), staleTime: 0 });

export function useWorkshops() {
  return useQuery(workshopsQueryOptions());
}
