import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { nextCursorOf, type FeedData } from '../lib/feed';
import type { NotificationPage } from '../types';
import { notificationKeys } from './keys';

/** How many notices a page holds (the server's default, said here so tests and the screen agree). */
export const FEED_PAGE_SIZE = 20;

/** GET /api/notifications?cursor=: the page after `cursor` (null: the newest), newest first. */
export async function getNotifications(cursor: string | null, signal?: AbortSignal): Promise<NotificationPage> {
  const body = await api.get<Partial<NotificationPage>>('/api/notifications', { query: { cursor, per_page: FEED_PAGE_SIZE }, signal });
  return { data: Array.isArray(body.data) ? body.data : [], meta: { next_cursor: body.meta?.next_cursor ?? null } };
}

export const notificationsQueryOptions = () =>
  infiniteQueryOptions<NotificationPage, Error, FeedData, typeof notificationKeys.feed, string | null>({
    queryKey: notificationKeys.feed,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: null,
    getNextPageParam: nextCursorOf,
    // New notices may have arrived since the last visit: read the feed afresh on every visit.
    staleTime: 0,
  });

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
