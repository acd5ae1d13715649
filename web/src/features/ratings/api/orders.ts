import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { ListOrder } from '../types';
import { RATINGS_KEY } from './keys';

/** GET /api/rating-orders: the list's orders, newest first (readers of the holdings). */
export function useOrders(listId: number, enabled: boolean) {
  return useQuery({
    queryKey: [RATINGS_KEY, 'orders', listId],
    queryFn: async ({ signal }) => (await api.get<ApiEnvelope<ListOrder[]>>('/api/rating-orders', { query: { rating_list_id: listId }, signal })).data,
    enabled,
  });
}

interface OrderState {
  id: number;
  rating_id: number;
  state: string;
}

/** POST /api/rating-order/cancel {listing_id, order_id}. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (order: { listingId: number; orderId: number }) =>
      (await api.post<ApiEnvelope<OrderState>>('/api/rating-order/cancel', { listing_id: order.listingId, order_id: order.orderId })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [RATINGS_KEY] }),
  });
}

/** POST /api/rating-order/edit {order_id, entry_price}: a waiting limit order's new price. */
export function useEditOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (order: { orderId: number; entryPrice: string }) =>
      (await api.post<ApiEnvelope<OrderState>>('/api/rating-order/edit', { order_id: order.orderId, entry_price: order.entryPrice })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [RATINGS_KEY] }),
  });
}
