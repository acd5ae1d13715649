import { useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../lib/api-client';

interface OfferPlan {
  plan_type: string;
  checkout_path: string;
}

/**
 * POST /api/plans {list_type, list_id}: where to subscribe to an analyst's list (its first
 * plan's checkout), for the list screens of the modules that sell through the subscriptions module.
 */
export function useListCheckout(listType: 'rating' | 'opinion', listId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['subscriptions', 'offer', listType, listId],
    queryFn: async () => {
      const body = await api.post<ApiEnvelope<{ plans: OfferPlan[] }>>('/api/plans', { list_type: listType, list_id: listId });
      return body.data.plans[0]?.checkout_path ?? null;
    },
    enabled,
    retry: false,
  });
}
