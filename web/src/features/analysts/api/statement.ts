import { useMutation, useQuery } from '@tanstack/react-query';
import { api, apiBlob, type ApiEnvelope } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import type { Statement } from '../types';

/** GET /api/analyst/statement: the analyst's subscribers and subscriptions, per list, and monthly payouts. */
export async function getStatement(signal?: AbortSignal): Promise<Statement> {
  return (await api.get<ApiEnvelope<Statement>>('/api/analyst/statement', { signal })).data;
}

export function useStatement() {
  return useQuery({ queryKey: ['analysts', 'statement'], queryFn: ({ signal }) => getStatement(signal) });
}

/** GET /api/analyst/payouts.csv: the analyst's payouts per list and month (CSV, for signed-in callers only). */
export function getMyPayoutsCsv(): Promise<Blob> {
  return apiBlob('/api/analyst/payouts.csv');
}

/** Fetches the CSV with the token and saves it; `error` says why it failed. */
export function useDownloadMyPayoutsCsv() {
  return useMutation({ mutationFn: async () => saveBlob(await getMyPayoutsCsv(), 'eva-payouts.csv') });
}
