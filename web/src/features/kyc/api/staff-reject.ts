import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import type { StaffKycDetail } from '../types';
import { kycKeys } from './keys';
import { staffKycPath } from './staff-detail';

/** POST /api/staff/kyc/{id}/reject {reason}: shown to the user, who may send again. 422 without a reason. */
export async function rejectKyc(id: number, reason: string): Promise<StaffKycDetail> {
  return (await api.post<ApiEnvelope<StaffKycDetail>>(`${staffKycPath(id)}/reject`, { reason })).data;
}

export function useRejectKyc(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => rejectKyc(id, reason),
    onSuccess: (detail) => {
      queryClient.setQueryData(kycKeys.staffDetail(id), detail);
      return queryClient.invalidateQueries({ queryKey: kycKeys.staffLists });
    },
    // 409: someone else decided first; show the record as it is now.
    onError: (error) => (isApiError(error) && error.status === 409 ? queryClient.invalidateQueries({ queryKey: kycKeys.staffDetail(id) }) : undefined),
  });
}
