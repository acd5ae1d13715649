import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import type { StaffKycDetail } from '../types';
import { kycKeys } from './keys';
import { staffKycPath } from './staff-detail';

/** POST /api/staff/kyc/{id}/approve: the user is verified. 409 when it was decided already. */
export async function approveKyc(id: number): Promise<StaffKycDetail> {
  return (await api.post<ApiEnvelope<StaffKycDetail>>(`${staffKycPath(id)}/approve`, {})).data;
}

export function useApproveKyc(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approveKyc(id),
    onSuccess: (detail) => {
      queryClient.setQueryData(kycKeys.staffDetail(id), detail);
      return queryClient.invalidateQueries({ queryKey: kycKeys.staffLists });
    },
    // 409: someone else decided first; show the record as it is now.
    onError: (error) => (isApiError(error) && error.status === 409 ? queryClient.invalidateQueries({ queryKey: kycKeys.staffDetail(id) }) : undefined),
  });
}
