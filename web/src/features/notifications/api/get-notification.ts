import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { currentUserQueryPrefix } from '../../../lib/current-user';
import { withNotice, type FeedData } from '../lib/feed';
import type { NotificationView } from '../types';
import { notificationKeys } from './keys';

/** GET /api/notifications/{id}: one of the user's notices; the server marks it read. 404 when not theirs. */
export async function getNotification(id: number, signal?: AbortSignal): Promise<NotificationView> {
  return (await api.get<ApiEnvelope<NotificationView>>(`/api/notifications/${id}`, { signal })).data;
}

/**
 * After the server marked a notice read: the feed shows it read without reloading, and the user
 * is read again so the header's unread dot follows `has_notification`.
 */
export function noticeWasRead(client: QueryClient, notice: NotificationView): Promise<void> {
  client.setQueryData<FeedData>(notificationKeys.feed, (feed) => withNotice(feed, notice));
  return client.invalidateQueries({ queryKey: currentUserQueryPrefix });
}

export const notificationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: notificationKeys.detail(id),
    queryFn: async ({ signal, client }) => {
      const notice = await getNotification(id, signal);
      void noticeWasRead(client, notice);
      return notice;
    },
  });

export function useNotification(id: number | null) {
  return useQuery({ ...notificationQueryOptions(id ?? 0), enabled: id !== null });
}
