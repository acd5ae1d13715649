import { useEffect, useEffectEvent, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiUrl, commonHeaders, handleResponse } from '../../../lib/api-client';
import { followAnswer } from '../lib/follow-answer';
import type { ChatMessage } from '../types';
import { patchMessage, storeMessage } from './ask';
import { chatKeys } from './keys';

/**
 * GET /api/chat/messages/{id}/stream?from=N with the headers of every call (EventSource cannot
 * send Authorization). An HTTP error goes through the API client's handling (a dead session is
 * cleared) and is thrown as its ApiError.
 */
export async function openAnswerStream(messageId: number, from: number, signal: AbortSignal): Promise<Response> {
  const response = await fetch(apiUrl(`/api/chat/messages/${messageId}/stream`, { from }), {
    headers: { ...commonHeaders(), Accept: 'text/event-stream' },
    credentials: 'include',
    cache: 'no-store',
    signal,
  });
  if (!response.ok) return handleResponse<never>(response.status, await response.text(), response.headers.get('Retry-After'));
  return response;
}

export type FollowState = 'following' | 'reconnecting' | 'lost';

/**
 * While a message is pending or answering, follows its stream and writes the growing answer
 * into the cached conversation (so a remount, e.g. /chat → /chat/{id}, resumes from what is
 * there); the finished message replaces it. A failed answer may have been refunded: the balance
 * is read again.
 */
export function useFollowAnswer(message: ChatMessage): { state: FollowState; reconnect: () => void } {
  const queryClient = useQueryClient();
  const active = message.status === 'pending' || message.status === 'answering';
  const [state, setState] = useState<FollowState>('following');
  const [round, setRound] = useState(0);
  // The answer so far when following starts; a longer one later is not a reason to start again.
  const answerSoFar = useEffectEvent(() => message.answer);
  const { id, chat_id: chatId } = message;

  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    setState('following');
    followAnswer({
      initialText: answerSoFar(),
      open: (from, signal) => openAnswerStream(id, from, signal),
      signal: controller.signal,
      onText: (answer) => {
        setState('following');
        patchMessage(queryClient, chatId, id, { answer, status: 'answering' });
      },
      onReconnecting: () => setState('reconnecting'),
    }).then(
      (finished) => {
        storeMessage(queryClient, { ...finished, chat_id: chatId });
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists });
        if (finished.status === 'failed') void queryClient.invalidateQueries({ queryKey: chatKeys.balance });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !(error instanceof DOMException && error.name === 'AbortError')) setState('lost');
      },
    );
    return () => controller.abort();
  }, [active, id, chatId, round, queryClient]);

  return { state: active ? state : 'following', reconnect: () => setRound((n) => n + 1) };
}
