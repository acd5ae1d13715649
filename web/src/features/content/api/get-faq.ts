import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';

export interface FaqEntry {
  id: number;
  question: string;
  /** HTML the server sanitised. */
  answer: string;
}

export async function getFaq(): Promise<FaqEntry[]> {
  const body = await api.get<ApiEnvelope<FaqEntry[]>>('/api/faq');
  return Array.isArray(body.data) ? body.data : [];
}

export const faqQueryKey = () => ['content', 'faq'] as const;

export const faqQueryOptions = () => queryOptions({ queryKey: faqQueryKey(), queryFn: getFaq, staleTime: 10 * 60_000 });

export function useFaq() {
  return useQuery(faqQueryOptions());
}
