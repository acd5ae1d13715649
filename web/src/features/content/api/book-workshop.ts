import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { WorkshopView } from '../types';
import { contentKeys } from './keys';

/** POST /api/workshops/{id}/book: takes a seat and emails a confirmation (409 when full, started, cancelled or already booked). */
export async function bookWorkshop(id: number): Promise<WorkshopView> {
  return (await api.post<ApiEnvelope<WorkshopView>>(`/api/workshops/${id}/book`)).data;
}

/** Puts the server's new view of one workshop into the list (seats left, booked by me). */
export function workshopChanged(queryClient: QueryClient, workshop: WorkshopView): void {
  queryClient.setQueryData<WorkshopView[]>(contentKeys.workshops, (list) => list?.map((w) => (w.id === workshop.id ? workshop : w)));
}

export function useBookWorkshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookWorkshop,
    onSuccess: (workshop) => workshopChanged(queryClient, workshop),
    // A 409 means the list is out of date (full, cancelled): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: contentKeys.workshops }),
  });
}
