import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { AnalysisPackage } from '../types';
import { stockAnalysisKeys } from './keys';

/** GET /api/stock-analysis/packages: the packages on sale, each with its number of stocks and its plans. */
export async function getAnalysisPackages(signal?: AbortSignal): Promise<AnalysisPackage[]> {
  const body = await api.get<ApiEnvelope<AnalysisPackage[]>>('/api/stock-analysis/packages', { signal });
  return Array.isArray(body.data) ? body.data : [];
}

export const analysisPackagesQueryOptions = () =>
  queryOptions({ queryKey: stockAnalysisKeys.packages, queryFn: ({ signal }) => getAnalysisPackages(signal), staleTime: 5 * 60_000 });

export function useAnalysisPackages() {
  return useQuery(analysisPackagesQueryOptions());
}
