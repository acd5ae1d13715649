import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { currentUserQueryPrefix } from '../../../lib/current-user';
import { markedRead, type FeedData } from '../lib/feed';
import type { MarkedRead } from '../types';
import { notificationKeys } from './keys';

/** POST /api/notifications/read-all: marks every notice of the user read; answers how many. */
export async function markAllRead(): Promise<MarkedRead> {
  return (await api.post<ApiEnvelope<MarkedRead>>('/api/notifications/read-all')).data;
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: () => {
      // Read at once on screen; then the feed and the user (the header's dot) as the server has them.
      queryClient.setQueryData<FeedData>(notificationKeys.feed, (feed) => markedRead(feed, () => true));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.feed }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryPrefix }),
      ]);
    },
  });
}
