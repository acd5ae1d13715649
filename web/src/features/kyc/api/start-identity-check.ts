import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { IdentityCheck } from '../types';
import { kycKeys } from './keys';

/**
 * POST /api/call_ap_web {identity_number}: asks Nafath to confirm the number (201 with the number
 * to pick in the Nafath app). 422 invalid number; 409 registered to another account, already
 * verified or in review; 429; 503 Nafath unavailable.
 */
export async function startIdentityCheck(identityNumber: string): Promise<IdentityCheck> {
  return (await api.post<ApiEnvelope<IdentityCheck>>('/api/call_ap_web', { identity_number: identityNumber })).data;
}

export function useStartIdentityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startIdentityCheck,
    // The poll starts from this check rather than from whatever an older one said.
    onSuccess: (check) => queryClient.setQueryData(kycKeys.identityCheck, check),
  });
}
