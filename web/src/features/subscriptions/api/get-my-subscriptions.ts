import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { MySubscriptions } from '../types';

/** GET /api/v2/subscriptions: the user's subscriptions, active and expired. */
export async function getMySubscriptions(): Promise<MySubscriptions> {
  const body = await api.get<ApiEnvelope<MySubscriptions>>('/api/v2/subscriptions');
  return body.data;
}

export const mySubscriptionsQueryKey = () => ['subscriptions', 'mine'] as const;

export const mySubscriptionsQueryOptions = () => queryOptions({ queryKey: mySubscriptionsQueryKey(), queryFn: getMySubscriptions, staleTime: 0 });

export function useMySubscriptions() {
  return useQuery(mySubscriptionsQueryOptions());
}
