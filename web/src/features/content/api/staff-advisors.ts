import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest, type ApiEnvelope } from '../../../lib/api-client';
import type { AdvisorForm, StaffAdvisorView } from '../types';
import { contentKeys } from './keys';

/** GET /api/staff/advisors: every advisor, hidden ones too, in their order. */
export async function getStaffAdvisors(signal?: AbortSignal): Promise<StaffAdvisorView[]> {
  const body = await api.get<ApiEnvelope<StaffAdvisorView[]>>('/api/staff/advisors', { signal });
  return Array.isArray(body.data) ? body.data : [];
}

export const staffAdvisorsQueryOptions = () => queryOptions({ queryKey: contentKeys.staffAdvisors, queryFn: ({ signal }) => getStaffAdvisors(signal) });

export function useStaffAdvisors() {
  return useQuery(staffAdvisorsQueryOptions());
}

/** POST /api/staff/advisors (new) or PUT /api/staff/advisors/{id}: 422 per field. */
export async function saveAdvisor({ id, form }: { id: number | null; form: AdvisorForm }): Promise<StaffAdvisorView> {
  const body =
    id === null
      ? await api.post<ApiEnvelope<StaffAdvisorView>>('/api/staff/advisors', form)
      : await api.put<ApiEnvelope<StaffAdvisorView>>(`/api/staff/advisors/${id}`, form);
  return body.data;
}

/** DELETE /api/staff/advisors/{id}. */
export async function deleteAdvisor(id: number): Promise<void> {
  await apiRequest<unknown>('DELETE', `/api/staff/advisors/${id}`);
}

function useAdvisorChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: contentKeys.staffAdvisors }), queryClient.invalidateQueries({ queryKey: contentKeys.advisors })]),
  });
}

export const useSaveAdvisor = () => useAdvisorChange(saveAdvisor);
export const useDeleteAdvisor = () => useAdvisorChange(deleteAdvisor);
