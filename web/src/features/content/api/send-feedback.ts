import { useMutation } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { FeedbackReceived, SiteFeedbackForm } from '../types';

/** POST /api/feedback: a visitor's message (422 per field, 429 after five an hour from one address). */
export async function sendFeedback(form: SiteFeedbackForm): Promise<FeedbackReceived> {
  return (await api.post<ApiEnvelope<FeedbackReceived>>('/api/feedback', form)).data;
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
