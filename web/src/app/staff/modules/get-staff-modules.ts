import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';

/** A module of this deployment as GET /api/staff/modules describes it. */
export interface StaffModule {
  id: string;
  name_ar: string;
  name_en: string;
  enabled: boolean;
  /** Fixed by configuration (eva.toml / EVA_MODULES): staff cannot switch it. */
  locked: boolean;
  /** A core module: it cannot be switched off. */
  required: boolean;
  depends_on: string[];
  /** Enabled modules that need this one. */
  dependents: string[];
}

export async function getStaffModules(signal?: AbortSignal): Promise<StaffModule[]> {
  const body = await api.get<ApiEnvelope<StaffModule[]>>('/api/staff/modules', { signal });
  return Array.isArray(body.data) ? body.data : [];
}

export const staffModulesQueryKey = () => ['platform', 'staff', 'modules'] as const;

export const staffModulesQueryOptions = () =>
  queryOptions({
    queryKey: staffModulesQueryKey(),
    queryFn: ({ signal }) => getStaffModules(signal),
  });

export function useStaffModules() {
  return useQuery(staffModulesQueryOptions());
}
