import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { AlertBody, AlertView } from '../types';
import { useAlertChange } from './list-change';

/** PUT /api/alerts/{id}: new terms (its stock stays), checked as a new alert's; its expiry counts from now. */
export async function updateAlert({ id, body }: { id: number; body: AlertBody }): Promise<AlertView> {
  return (await api.put<ApiEnvelope<AlertView>>(`/api/alerts/${id}`, body)).data;
}

export function useUpdateAlert() {
  return useAlertChange(updateAlert);
}
