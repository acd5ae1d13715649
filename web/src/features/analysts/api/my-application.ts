import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { setAnalystSubmitted } from '../../../lib/analyst-submitted';
import { applicationFormData, type ApplicationValues } from '../lib/application-form';
import { isOpen, type Application, type MyApplication } from '../types';

export const myApplicationQueryKey = ['analysts', 'my-application'] as const;

/** GET /api/analyst/application: the latest application and whether the user may apply now. */
export async function getMyApplication(signal?: AbortSignal): Promise<MyApplication> {
  const mine = (await api.get<ApiEnvelope<MyApplication>>('/api/analyst/application', { signal })).data;
  // The header's "request received" follows the server: set while open, gone once decided.
  setAnalystSubmitted(mine.application ? isOpen(mine.application.state) : false);
  return mine;
}

export function useMyApplication() {
  return useQuery({ queryKey: myApplicationQueryKey, queryFn: ({ signal }) => getMyApplication(signal), staleTime: 0 });
}

/** POST /api/analyst (multipart, with the certificate; progress while it uploads). */
export async function submitApplication(values: ApplicationValues, certificate: File, onProgress?: (percent: number) => void): Promise<Application> {
  const body = await api.upload<ApiEnvelope<Application>>('/api/analyst', applicationFormData(values, certificate), { onProgress });
  return body.data;
}

export function useSubmitApplication(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, certificate }: { values: ApplicationValues; certificate: File }) => submitApplication(values, certificate, onProgress),
    onSuccess: () => {
      setAnalystSubmitted(true);
      return queryClient.invalidateQueries({ queryKey: myApplicationQueryKey });
    },
  });
}
