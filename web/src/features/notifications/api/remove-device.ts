import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { PushDevices } from '../types';
import { notificationKeys } from './keys';

/** DELETE /api/notification-devices/{id}: that device receives no more notifications. 404 when not the user's. */
export async function removeDevice(id: number): Promise<void> {
  await apiRequest<unknown>('DELETE', `/api/notification-devices/${id}`);
}

/** Gone from the list at once; then the list as the server has it. */
export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDevice,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<PushDevices>(notificationKeys.devices, (push) => push && { ...push, devices: push.devices.filter((d) => d.id !== id) });
      return queryClient.invalidateQueries({ queryKey: notificationKeys.devices });
    },
  });
}
