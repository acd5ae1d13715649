import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { Conversation, ConversationSummary } from '../types';
import { chatKeys } from './keys';

export interface ConversationsPage {
  conversations: ConversationSummary[];
  total: number;
  perPage: number;
}

/** GET /api/chat/conversations: the user's conversations, newest first. */
export function useConversations(page: number) {
  return useQuery({
    queryKey: chatKeys.conversations(page),
    queryFn: async ({ signal }): Promise<ConversationsPage> => {
      const body = await api.get<ApiEnvelope<ConversationSummary[]>>('/api/chat/conversations', { query: { page }, signal });
      return { conversations: body.data, total: body.meta?.total ?? body.data.length, perPage: body.meta?.per_page ?? Math.max(1, body.data.length) };
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/chat/conversations/{chatId}: its messages, oldest first (404 when not the user's). */
export function useConversation(chatId: string | null) {
  return useQuery({
    queryKey: chatKeys.conversation(chatId ?? ''),
    queryFn: async ({ signal }) => (await api.get<ApiEnvelope<Conversation>>(`/api/chat/conversations/${encodeURIComponent(chatId ?? '')}`, { signal })).data,
    enabled: chatId !== null,
  });
}
