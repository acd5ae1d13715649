import { useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { Statement } from '../types';

/** GET /api/analyst/statement: the analyst's subscribers and subscriptions, per list. */
export async function getStatement(signal?: AbortSignal): Promise<Statement> {
  return (await api.get<ApiEnvelope<Statement>>('/api/analyst/statement', { signal })).data;
}

export function useStatement() {
  return useQuery({ queryKey: ['analysts', 'statement'], queryFn: ({ signal }) => getStatement(signal) });
}
