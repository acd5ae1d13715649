import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { PushDevices } from '../types';
import { notificationKeys } from './keys';

/** GET /api/notification-devices: whether this deployment sends Web Push, its key, and the user's devices. */
export async function getDevices(signal?: AbortSignal): Promise<PushDevices> {
  return (await api.get<ApiEnvelope<PushDevices>>('/api/notification-devices', { signal })).data;
}

export const devicesQueryOptions = () => queryOptions({ queryKey: notificationKeys.devices, queryFn: ({ signal }) => getDevices(signal) });

export function useDevices() {
  return useQuery(devicesQueryOptions());
}
