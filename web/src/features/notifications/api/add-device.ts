import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { PushDeviceBody, PushDevices, PushDeviceView } from '../types';
import { notificationKeys } from './keys';

/**
 * POST /api/notification-devices: registers this browser's subscription (200 when it already
 * was). 422 with the field's message; 409 PUSH_NOT_CONFIGURED when the deployment has no keys.
 */
export async function addDevice(body: PushDeviceBody): Promise<PushDeviceView> {
  return (await api.post<ApiEnvelope<PushDeviceView>>('/api/notification-devices', body)).data;
}

export function useAddDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDevice,
    // In the list at once (this device then reads "on"), newest first as the server lists them.
    onSuccess: (device) =>
      queryClient.setQueryData<PushDevices>(
        notificationKeys.devices,
        (push) => push && { ...push, devices: [device, ...push.devices.filter((d) => d.id !== device.id)] },
      ),
    // After a failure too: a 409 means push was turned off on the server, and the list says so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.devices }),
  });
}
