import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { KycView, SaudiKycBody } from '../types';
import { kycKeys } from './keys';

/**
 * POST /api/addKyc: the Saudi form, once Nafath confirmed the number (201, awaiting_agreement with
 * the risk profile). 409 when the identity check did not complete; 422 with field errors.
 */
export async function addKyc(body: SaudiKycBody): Promise<KycView> {
  return (await api.post<ApiEnvelope<KycView>>('/api/addKyc', body)).data;
}

export function useAddKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addKyc,
    onSuccess: (view) => queryClient.setQueryData(kycKeys.mine, view),
  });
}
