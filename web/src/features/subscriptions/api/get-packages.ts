import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { Package } from '../types';

/** GET /api/all-packages: the platform packages (chat, signals and analysis, reports, bundles). */
export async function getAllPackages(): Promise<Package[]> {
  const body = await api.get<ApiEnvelope<Package[]>>('/api/all-packages');
  return body.data;
}

export const allPackagesQueryKey = () => ['subscriptions', 'packages', 'all'] as const;

export const allPackagesQueryOptions = () => queryOptions({ queryKey: allPackagesQueryKey(), queryFn: getAllPackages, staleTime: 5 * 60_000 });

export function useAllPackages() {
  return useQuery(allPackagesQueryOptions());
}
