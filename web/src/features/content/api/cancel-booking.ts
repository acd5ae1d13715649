import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiEnvelope } from '../../../lib/api-client';
import type { WorkshopView } from '../types';
import { workshopChanged } from './book-workshop';
import { contentKeys } from './keys';

/** DELETE /api/workshops/{id}/book: gives the seat back before the start. */
export async function cancelBooking(id: number): Promise<WorkshopView> {
  return (await apiRequest<ApiEnvelope<WorkshopView>>('DELETE', `/api/workshops/${id}/book`)).data;
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: (workshop) => workshopChanged(queryClient, workshop),
    onError: () => queryClient.invalidateQueries({ queryKey: contentKeys.workshops }),
  });
}
