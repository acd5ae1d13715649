import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { AssistanceView } from '../types';
import { reportKeys } from './keys';

/** GET /api/evareport/assistance/questions: the questionnaire, the strategies and the user's current one. */
export async function getAssistance(signal?: AbortSignal): Promise<AssistanceView> {
  return (await api.get<ApiEnvelope<AssistanceView>>('/api/evareport/assistance/questions', { signal })).data;
}

export const assistanceQueryOptions = () =>
  queryOptions({ queryKey: reportKeys.assistance, queryFn: ({ signal }) => getAssistance(signal), staleTime: 10 * 60_000 });

export function useAssistance() {
  return useQuery(assistanceQueryOptions());
}
