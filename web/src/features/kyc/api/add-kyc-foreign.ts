import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { foreignKycFormData, type ForeignValues } from '../lib/foreign-form';
import type { KycView } from '../types';
import { kycKeys } from './keys';

/** POST /api/addKyc2 (multipart, with the passport photo): 201, in_review. 422/413 with field errors. */
export async function addKycForeign(values: ForeignValues, passport: File, onProgress?: (percent: number) => void): Promise<KycView> {
  return (await api.upload<ApiEnvelope<KycView>>('/api/addKyc2', foreignKycFormData(values, passport), { onProgress })).data;
}

export function useAddKycForeign(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, passport }: { values: ForeignValues; passport: File }) => addKycForeign(values, passport, onProgress),
    onSuccess: (view) => queryClient.setQueryData(kycKeys.mine, view),
  });
}
