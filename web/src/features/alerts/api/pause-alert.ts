import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { AlertView } from '../types';
import { useAlertChange } from './list-change';

/** POST /api/alerts/{id}/pause: stops watching until resumed (409 once it is done or expired). */
export async function pauseAlert(id: number): Promise<AlertView> {
  return (await api.post<ApiEnvelope<AlertView>>(`/api/alerts/${id}/pause`)).data;
}

export function usePauseAlert() {
  return useAlertChange(pauseAlert);
}
