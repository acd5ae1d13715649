import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { NotificationView } from '../types';
import { noticeWasRead } from './get-notification';

/** POST /api/notifications/{id}/read: marks one notice read without opening it. */
export async function markRead(id: number): Promise<NotificationView> {
  return (await api.post<ApiEnvelope<NotificationView>>(`/api/notifications/${id}/read`)).data;
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (notice) => noticeWasRead(queryClient, notice),
  });
}
