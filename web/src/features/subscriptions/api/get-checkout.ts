import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { Checkout } from '../types';

/** GET /api/plans/{id}: the plan, its package, the accepted methods and the pay-later terms. */
export async function getCheckout(planId: number): Promise<Checkout> {
  const body = await api.get<ApiEnvelope<Checkout>>(`/api/plans/${encodeURIComponent(String(planId))}`);
  return body.data;
}

export const checkoutQueryKey = (planId: number) => ['subscriptions', 'checkout', planId] as const;

export const checkoutQueryOptions = (planId: number) => queryOptions({ queryKey: checkoutQueryKey(planId), queryFn: () => getCheckout(planId) });

export function useCheckout(planId: number | null) {
  return useQuery({
    ...checkoutQueryOptions(planId ?? 0),
    enabled: planId !== null,
  });
}
