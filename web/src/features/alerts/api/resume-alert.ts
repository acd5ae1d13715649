import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { AlertView } from '../types';
import { useAlertChange } from './list-change';

/** POST /api/alerts/{id}/resume: watches a paused alert again (409 once it is done or expired). */
export async function resumeAlert(id: number): Promise<AlertView> {
  return (await api.post<ApiEnvelope<AlertView>>(`/api/alerts/${id}/resume`)).data;
}

export function useResumeAlert() {
  return useAlertChange(resumeAlert);
}
