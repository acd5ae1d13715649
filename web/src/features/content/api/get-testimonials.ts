import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { TestimonialView } from '../types';
import { contentKeys } from './keys';

/** GET /api/get-feedback: the testimonials staff approved. */
export async function getTestimonials(signal?: AbortSignal): Promise<TestimonialView[]> {
  const body = await api.get<ApiEnvelope<TestimonialView[]>>('/api/get-feedback', { signal });
  return Array.isArray(body.data) ? body.data : [];
}

export const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.testimonials, queryFn: ({ signal }) => getTestimonials(signal), staleTime: 5 * 60_000 });

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
