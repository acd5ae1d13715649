import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';

/** Where the signed-in user stands with the payment terms (from `GET /api/consents`). */
export interface PaymentTermsStanding {
  current_version: number;
  accepted_version: number | null;
  needs_acceptance: boolean;
}

interface ConsentsAnswer {
  documents: ({ key: string } & PaymentTermsStanding)[];
}

export async function getPaymentTermsStanding(): Promise<PaymentTermsStanding | null> {
  const body = await api.get<ApiEnvelope<ConsentsAnswer>>('/api/consents');
  return body.data.documents.find((d) => d.key === 'payment-terms') ?? null;
}

export const paymentTermsStandingOptions = () =>
  queryOptions({ queryKey: ['subscriptions', 'payment-terms-standing'] as const, queryFn: getPaymentTermsStanding });

/** Ticking the checkout's terms box accepts the current version: the server records it. */
export function usePaymentTermsStanding() {
  return useQuery(paymentTermsStandingOptions());
}
