import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { researchFormData, type ResearchValues } from '../lib/forms';
import type { ResearchView } from '../types';
import { researchKeys } from './keys';

/**
 * POST /api/staff/financial-research (multipart): publishes research with its PDFs (201).
 * 422 names the fields (a PDF the server cannot open), 413 a file over 30 MB.
 */
export async function uploadResearch(values: ResearchValues, onProgress?: (percent: number) => void): Promise<ResearchView> {
  return (await api.upload<ApiEnvelope<ResearchView>>('/api/staff/financial-research', researchFormData(values), { onProgress })).data;
}

export function useUploadResearch(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ResearchValues) => uploadResearch(values, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: researchKeys.documents }),
  });
}
