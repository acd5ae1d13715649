import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { PackageTypes } from '../types';
import { stockAnalysisKeys } from './keys';

/** GET /api/stock-analysis/types/{packageId}: the package, its number of stocks, the kinds of analysis with their help. */
export async function getPackageTypes(packageId: number, signal?: AbortSignal): Promise<PackageTypes> {
  const body = await api.get<ApiEnvelope<PackageTypes>>(`/api/stock-analysis/types/${encodeURIComponent(String(packageId))}`, { signal });
  return body.data;
}

export const packageTypesQueryOptions = (packageId: number) =>
  queryOptions({
    queryKey: stockAnalysisKeys.packageTypes(packageId),
    queryFn: ({ signal }) => getPackageTypes(packageId, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function usePackageTypes(packageId: number) {
  return useQuery(packageTypesQueryOptions(packageId));
}
