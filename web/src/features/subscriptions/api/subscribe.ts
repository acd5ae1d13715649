import { useMutation } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { SubscribeInput, SubscribeResult } from '../types';

/**
 * POST /api/subscribe: starts a payment and answers where to pay it. The same idempotency key
 * again answers the same payment, so retrying one attempt never charges twice.
 */
export async function subscribe(input: SubscribeInput): Promise<SubscribeResult> {
  const body = await api.post<ApiEnvelope<SubscribeResult>>('/api/subscribe', input);
  return body.data;
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
