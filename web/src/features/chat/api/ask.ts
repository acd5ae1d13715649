import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { AskRequest, AskResult, ChatMessage, Conversation, TestAnswer, TestRequest } from '../types';
import { chatKeys } from './keys';

/** Puts a message into its conversation's cached copy (adding or replacing it, and the conversation if new). */
export function storeMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<Conversation>(chatKeys.conversation(message.chat_id), (old) => {
    if (!old) return { chat_id: message.chat_id, stock: message.stock, messages: [message] };
    const known = old.messages.some((m) => m.id === message.id);
    return { ...old, messages: known ? old.messages.map((m) => (m.id === message.id ? message : m)) : [...old.messages, message] };
  });
}

/** Changes a cached message (the answer growing); nothing when its conversation is not cached. */
export function patchMessage(queryClient: QueryClient, chatId: string, messageId: number, patch: Partial<ChatMessage>): void {
  queryClient.setQueryData<Conversation>(chatKeys.conversation(chatId), (old) =>
    old ? { ...old, messages: old.messages.map((m) => (m.id === messageId ? { ...m, ...patch } : m)) } : old,
  );
}

/**
 * POST /api/chat/question. On 201 the question is stored with its conversation and the new
 * balance; the answer comes through the stream. A used-up balance throws ApiError code "999"
 * (the chat route is exempt from /no-payment), the fair-use ceiling a 429 with Retry-After.
 */
export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: AskRequest) => (await api.post<ApiEnvelope<AskResult>>('/api/chat/question', request)).data,
    onSuccess: (result) => {
      queryClient.setQueryData(chatKeys.balance, result.balance);
      storeMessage(queryClient, { ...result.message, chat_id: result.chat_id });
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists });
    },
  });
}

/** POST /api/chat/question-test: a sample answer, neither stored nor counted. */
export function useQuestionTest() {
  return useMutation({
    mutationFn: async (request: TestRequest) => (await api.post<ApiEnvelope<TestAnswer>>('/api/chat/question-test', request)).data,
  });
}
