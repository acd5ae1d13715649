import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { KycView } from '../types';
import { kycKeys } from './keys';

/** POST /api/kycRiskAgree {agree: true}: the verification is complete (verified). 409 before the form. */
export async function agreeToRisks(): Promise<KycView> {
  return (await api.post<ApiEnvelope<KycView>>('/api/kycRiskAgree', { agree: true })).data;
}

export function useAgreeToRisks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agreeToRisks,
    onSuccess: (view) => queryClient.setQueryData(kycKeys.mine, view),
  });
}
