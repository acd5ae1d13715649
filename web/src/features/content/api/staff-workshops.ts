import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { StaffWorkshopView, WorkshopBookingView, WorkshopForm } from '../types';
import { contentKeys } from './keys';

/** GET /api/staff/workshops: every workshop with the seats booked, both languages. */
export async function getStaffWorkshops(signal?: AbortSignal): Promise<StaffWorkshopView[]> {
  const body = await api.get<ApiEnvelope<StaffWorkshopView[]>>('/api/staff/workshops', { signal });
  return Array.isArray(body.data) ? body.data : [];
}

export const staffWorkshopsQueryOptions = () => queryOptions({ queryKey: contentKeys.staffWorkshops, queryFn: ({ signal }) => getStaffWorkshops(signal) });

export function useStaffWorkshops() {
  return useQuery(staffWorkshopsQueryOptions());
}

/** POST /api/staff/workshops (new) or PUT /api/staff/workshops/{id}: 422 per field. */
export async function saveWorkshop({ id, form }: { id: number | null; form: WorkshopForm }): Promise<StaffWorkshopView> {
  const body =
    id === null
      ? await api.post<ApiEnvelope<StaffWorkshopView>>('/api/staff/workshops', form)
      : await api.put<ApiEnvelope<StaffWorkshopView>>(`/api/staff/workshops/${id}`, form);
  return body.data;
}

/** POST /api/staff/workshops/{id}/cancel: the workshop stays listed as cancelled. */
export async function cancelWorkshop(id: number): Promise<StaffWorkshopView> {
  return (await api.post<ApiEnvelope<StaffWorkshopView>>(`/api/staff/workshops/${id}/cancel`)).data;
}

function useWorkshopChange<V>(mutationFn: (variables: V) => Promise<StaffWorkshopView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.staffWorkshops }),
        queryClient.invalidateQueries({ queryKey: contentKeys.workshops }),
      ]),
  });
}

export const useSaveWorkshop = () => useWorkshopChange(saveWorkshop);
export const useCancelWorkshop = () => useWorkshopChange(cancelWorkshop);

/** GET /api/staff/workshops/{id}/bookings: who booked, with how to reach them. */
export async function getWorkshopBookings(id: number, signal?: AbortSignal): Promise<WorkshopBookingView[]> {
  const body = await api.get<ApiEnvelope<WorkshopBookingView[]>>(`/api/staff/workshops/${id}/bookings`, { signal });
  return Array.isArray(body.data) ? body.data : [];
}

export function useWorkshopBookings(id: number) {
  return useQuery({ queryKey: contentKeys.staffBookings(id), queryFn: ({ signal }) => getWorkshopBookings(id, signal) });
}
