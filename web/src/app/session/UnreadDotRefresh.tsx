import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { currentUserQueryKey, currentUserQueryOptions } from '../../features/accounts/api/get-current-user';
import { useSessionToken } from '../../lib/session';

/**
 * Keeps the bell's unread dot current without a reload: the user (whose `has_notification` the
 * dot shows) is read again when the window regains focus and when the route changes, if the copy
 * is older than its staleTime (a minute). Nothing polls: a notice that arrives while the user
 * stays on one screen shows at their next move. Rendered only while the bell is.
 */
export function UnreadDotRefresh() {
  const token = useSessionToken();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useQuery({ ...currentUserQueryOptions(token), refetchOnWindowFocus: true });
  useEffect(() => {
    if (token === null) return;
    // cancelRefetch false: a read already under way (sign-in, start-up) is joined, not restarted.
    void queryClient.refetchQueries({ queryKey: currentUserQueryKey(token), stale: true, type: 'active' }, { cancelRefetch: false });
  }, [pathname, queryClient, token]);
  return null;
}
