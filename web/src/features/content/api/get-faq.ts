import { useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';

export interface FaqEntry {
  question: string;
  answer: string;
}

export async function getFaq(): Promise<FaqEntry[]> {
  const body = await api.get<ApiEnvelope<FaqEntry[]>>('/api/faq');
  return Array.isArray(body.data) ? body.data : [];
}

export function useFaq() {
  return useQuery({ queryKey: ['content', 'faq'], queryFn: getFaq, staleTime: 10 * 60_000 });
}
