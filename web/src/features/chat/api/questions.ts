import { useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { ChatQuestions } from '../types';
import { chatKeys } from './keys';

/** GET /api/chat/questions: the ready questions, the terms and intervals (labels in the page's language). */
export function useChatQuestions() {
  return useQuery({
    queryKey: chatKeys.questions,
    queryFn: async ({ signal }) => (await api.get<ApiEnvelope<ChatQuestions>>('/api/chat/questions', { signal })).data,
    staleTime: 10 * 60_000,
  });
}
