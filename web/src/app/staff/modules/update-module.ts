import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { modulesQueryKey } from '../../modules/get-modules';
import { staffModulesQueryKey, type StaffModule } from './get-staff-modules';

export interface ModuleSwitch {
  id: string;
  enabled: boolean;
}

/** 409 (a dependency or a dependent is in the way) and 422 come back as ApiError with the server's message. */
export async function updateModule({ id, enabled }: ModuleSwitch): Promise<StaffModule | null> {
  const body = await api.put<ApiEnvelope<StaffModule> | null>(`/api/staff/modules/${encodeURIComponent(id)}`, { enabled });
  return body?.data ?? null;
}

export function useUpdateModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateModule,
    // The public list hides screens of switched-off modules: refresh it with the staff list.
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: staffModulesQueryKey() }), queryClient.invalidateQueries({ queryKey: modulesQueryKey() })]),
  });
}
