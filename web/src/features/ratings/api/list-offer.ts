import { useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { RATINGS_KEY } from './keys';

interface OfferPlan {
  plan_type: string;
  checkout_path: string;
}

/** POST /api/plans {list_type: rating, list_id}: where to subscribe to the list (its first plan's checkout). */
export function useListCheckout(listId: number, enabled: boolean) {
  return useQuery({
    queryKey: [RATINGS_KEY, 'offer', listId],
    queryFn: async () => {
      const body = await api.post<ApiEnvelope<{ plans: OfferPlan[] }>>('/api/plans', { list_type: 'rating', list_id: listId });
      return body.data.plans[0]?.checkout_path ?? null;
    },
    enabled,
    retry: false,
  });
}
