import { queryOptions, useQuery, type QueryState } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { Payment, PaymentStatus } from '../types';

/** While the provider has not confirmed a payment, the success screen asks again this often. */
export const PAYMENT_POLL_INTERVAL_MS = 2000;
/** …for at most this many answers (about two minutes), then it says the confirmation is late. */
export const PAYMENT_POLL_LIMIT = 60;

/** GET /api/payments/{id} (the user's own payments only). */
export async function getPayment(id: number): Promise<Payment> {
  const body = await api.get<ApiEnvelope<Payment>>(`/api/payments/${encodeURIComponent(String(id))}`);
  return body.data;
}

export const paymentQueryKey = (id: number) => ['subscriptions', 'payment', id] as const;

export const paymentQueryOptions = (id: number) => queryOptions({ queryKey: paymentQueryKey(id), queryFn: () => getPayment(id), staleTime: 0 });

/** Not decided yet: the provider has not told the server how it ended. */
export function isAwaitingConfirmation(status: PaymentStatus | undefined): boolean {
  return status === 'initiated' || status === 'pending';
}

/** The payment is still undecided after the last answer the screen asks for. */
export function pollingGaveUp(state: Pick<QueryState<Payment>, 'data' | 'dataUpdateCount'> | undefined): boolean {
  return Boolean(state && isAwaitingConfirmation(state.data?.status) && state.dataUpdateCount >= PAYMENT_POLL_LIMIT);
}

/** `poll`: ask again every 2 s while the payment is not decided (the success screen). */
export function usePayment(id: number | null, options: { poll?: boolean } = {}) {
  return useQuery({
    ...paymentQueryOptions(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) =>
      options.poll && isAwaitingConfirmation(query.state.data?.status) && !pollingGaveUp(query.state) ? PAYMENT_POLL_INTERVAL_MS : false,
  });
}
