import { useMutation } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { SubscribeInput, SubscribeResult, SubscribeTarget } from '../types';

export const generalSubscribe: SubscribeTarget = { path: '/api/subscribe' };

/**
 * POST /api/subscribe (or a product's own, `target`): starts a payment and answers where to pay
 * it. The same idempotency key again answers the same payment, so retrying one attempt never
 * charges twice.
 */
export async function subscribe(input: SubscribeInput, target: SubscribeTarget = generalSubscribe): Promise<SubscribeResult> {
  const body = 'extra' in target ? { ...input, ...target.extra } : input;
  const answer = await api.post<ApiEnvelope<SubscribeResult>>(target.path, body);
  return answer.data;
}

export function useSubscribe(target: SubscribeTarget = generalSubscribe) {
  return useMutation({ mutationFn: (input: SubscribeInput) => subscribe(input, target) });
}
