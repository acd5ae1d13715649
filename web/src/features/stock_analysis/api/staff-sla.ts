import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { SlaReport } from '../types';
import { stockAnalysisKeys } from './keys';

/** GET /api/staff/stock-analysis/sla: the clock's counts, the open requests and the analysts who may review. */
export async function getStaffSla(signal?: AbortSignal): Promise<SlaReport> {
  return (await api.get<ApiEnvelope<SlaReport>>('/api/staff/stock-analysis/sla', { signal })).data;
}

export const staffSlaQueryOptions = () =>
  queryOptions({ queryKey: stockAnalysisKeys.staffSla, queryFn: ({ signal }) => getStaffSla(signal), refetchInterval: 60_000 });

export function useStaffSla() {
  return useQuery(staffSlaQueryOptions());
}
