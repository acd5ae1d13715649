import { useMutation } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { FeedbackReceived, TestimonialForm } from '../types';

/** POST /api/client-feedback: a signed-in client's testimonial, shown once staff approve it. */
export async function sendTestimonial(form: TestimonialForm): Promise<FeedbackReceived> {
  return (await api.post<ApiEnvelope<FeedbackReceived>>('/api/client-feedback', form)).data;
}

export function useSendTestimonial() {
  return useMutation({ mutationFn: sendTestimonial });
}
