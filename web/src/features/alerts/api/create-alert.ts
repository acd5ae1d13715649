import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { AlertBody, AlertView } from '../types';
import { useAlertChange } from './list-change';

/**
 * POST /api/alerts: an alert on a stock, checked against its current price and the user's quota
 * (422 with the field's message, or ALERT_QUOTA_REACHED / ALERT_NO_PRICE with the form's).
 */
export async function createAlert(body: AlertBody): Promise<AlertView> {
  return (await api.post<ApiEnvelope<AlertView>>('/api/alerts', body)).data;
}

export function useCreateAlert() {
  return useAlertChange(createAlert);
}
