import type { InfiniteData } from '@tanstack/react-query';
import type { NotificationPage, NotificationView } from '../types';

/** The feed as TanStack keeps it: the pages loaded so far, each with the cursor it was asked with. */
export type FeedData = InfiniteData<NotificationPage, string | null>;

/**
 * The notices of every loaded page in order, each once: the server's cursor never repeats one,
 * but a page refetched after new notices arrived may overlap the next, and a row must not show twice.
 */
export function feedItems(data: FeedData | undefined): NotificationView[] {
  const seen = new Set<number>();
  const items: NotificationView[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.data) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** The cursor of the page after `page`, or undefined on the last one (TanStack's "no next page"). */
export function nextCursorOf(page: NotificationPage): string | undefined {
  return page.meta.next_cursor ?? undefined;
}

/** The feed with the notices `isRead` picks marked read (the server has marked them already). */
export function markedRead(data: FeedData | undefined, isRead: (item: NotificationView) => boolean): FeedData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, data: page.data.map((item) => (!item.read && isRead(item) ? { ...item, read: true } : item)) })),
  };
}

/** The feed with one notice replaced by the server's newer copy of it. */
export function withNotice(data: FeedData | undefined, notice: NotificationView): FeedData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map((item) => (item.id === notice.id ? notice : item)) })) };
}
