import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiEnvelope } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import type { KycView } from '../types';
import { kycKeys } from './keys';

/** DELETE /api/kyc: deletes the user's KYC data; the answer is the view, status erased. 404 when nothing is kept. */
export async function eraseMyKyc(): Promise<KycView> {
  // The client's `api` object has no delete shorthand; apiRequest is what it wraps.
  return (await apiRequest<ApiEnvelope<KycView>>('DELETE', '/api/kyc')).data;
}

export function useEraseMyKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseMyKyc,
    onSuccess: (view) => {
      queryClient.setQueryData(kycKeys.mine, view);
      // The server deleted the Nafath checks too: a cached one must not resume a wizard.
      queryClient.removeQueries({ queryKey: kycKeys.identityCheck });
      // Read afresh, so the page shows what the server keeps now.
      return queryClient.invalidateQueries({ queryKey: kycKeys.mine });
    },
    // 404: deleted already (another tab); show the page as it is now.
    onError: (error) => (isApiError(error) && error.status === 404 ? queryClient.invalidateQueries({ queryKey: kycKeys.mine }) : undefined),
  });
}
