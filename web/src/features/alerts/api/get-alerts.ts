import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { AlertsPage } from '../types';
import { alertKeys } from './keys';

/** GET /api/alerts: the user's alerts, newest first, with how many they use of their plan's quota. */
export async function getAlerts(signal?: AbortSignal): Promise<AlertsPage> {
  const body = await api.get<ApiEnvelope<AlertsPage>>('/api/alerts', { signal });
  return { ...body.data, alerts: Array.isArray(body.data.alerts) ? body.data.alerts : [] };
}

/** Alerts fire in the background while the page is open: read afresh on every visit, and each minute. */
export const alertsQueryOptions = () =>
  queryOptions({ queryKey: alertKeys.list, queryFn: ({ signal }) => getAlerts(signal), staleTime: 0, refetchInterval: 60_000 });

export function useAlerts() {
  return useQuery(alertsQueryOptions());
}
