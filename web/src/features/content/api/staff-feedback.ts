import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest, type ApiEnvelope, type PageMeta } from '../../../lib/api-client';
import type { StaffFeedbackView } from '../types';
import { contentKeys } from './keys';

export const FEEDBACK_KINDS = ['site', 'testimonial'] as const;
export const FEEDBACK_STATUSES = ['new', 'read', 'approved', 'rejected'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export interface StaffFeedbackQuery {
  kind: FeedbackKind | null;
  status: FeedbackStatus | null;
  page: number;
}

export interface StaffFeedbackPage {
  data: StaffFeedbackView[];
  meta: PageMeta;
}

/** GET /api/staff/feedback?kind=&status=&page=: visitors' messages and clients' testimonials, newest first. */
export async function getStaffFeedback(query: StaffFeedbackQuery, signal?: AbortSignal): Promise<StaffFeedbackPage> {
  const body = await api.get<Partial<StaffFeedbackPage>>('/api/staff/feedback', {
    query: { kind: query.kind, status: query.status, page: query.page },
    signal,
  });
  const data = Array.isArray(body.data) ? body.data : [];
  return { data, meta: body.meta ?? { page: query.page, per_page: data.length, total: data.length } };
}

export const staffFeedbackQueryOptions = (query: StaffFeedbackQuery) =>
  queryOptions({ queryKey: contentKeys.staffFeedback(query), queryFn: ({ signal }) => getStaffFeedback(query, signal), placeholderData: keepPreviousData });

export function useStaffFeedback(query: StaffFeedbackQuery) {
  return useQuery(staffFeedbackQueryOptions(query));
}

/** What staff do to one message: approve or reject a testimonial, mark a message read, delete it. */
export type FeedbackAction = 'approve' | 'reject' | 'read' | 'delete';

/** POST /api/staff/feedback/{id}/approve|reject|read, or DELETE /api/staff/feedback/{id}. */
export async function actOnFeedback({ id, action }: { id: number; action: FeedbackAction }): Promise<void> {
  if (action === 'delete') await apiRequest<unknown>('DELETE', `/api/staff/feedback/${id}`);
  else await api.post<ApiEnvelope<StaffFeedbackView>>(`/api/staff/feedback/${id}/${action}`);
}

export function useFeedbackAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnFeedback,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.staffFeedbackLists }),
        queryClient.invalidateQueries({ queryKey: contentKeys.testimonials }),
      ]),
  });
}
