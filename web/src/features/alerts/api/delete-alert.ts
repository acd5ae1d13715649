import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AlertsPage } from '../types';
import { alertKeys } from './keys';

/** DELETE /api/alerts/{id}: the alert goes, and frees its place in the quota. */
export async function deleteAlert(id: number): Promise<void> {
  await apiRequest<unknown>('DELETE', `/api/alerts/${id}`);
}

/** Gone from the list at once; then the list and its quota as the server counts them. */
export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlert,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<AlertsPage>(alertKeys.list, (page) => page && { ...page, alerts: page.alerts.filter((a) => a.id !== id) });
      return queryClient.invalidateQueries({ queryKey: alertKeys.all });
    },
  });
}
