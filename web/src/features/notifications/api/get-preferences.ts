import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { PreferenceView } from '../types';
import { notificationKeys } from './keys';

/** GET /api/notification-preferences: every kind's choice, labelled in the page's language. */
export async function getPreferences(signal?: AbortSignal): Promise<PreferenceView[]> {
  const body = await api.get<ApiEnvelope<PreferenceView[]>>('/api/notification-preferences', { signal });
  return Array.isArray(body.data) ? body.data : [];
}

export const preferencesQueryOptions = () => queryOptions({ queryKey: notificationKeys.preferences, queryFn: ({ signal }) => getPreferences(signal) });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
