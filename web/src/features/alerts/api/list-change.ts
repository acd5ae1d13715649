import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertsPage, AlertView } from '../types';
import { alertKeys } from './keys';

/** The list with `alert` in place of its old self (the server's answer), or first when it is new. */
export function withAlert(page: AlertsPage | undefined, alert: AlertView): AlertsPage | undefined {
  if (!page) return page;
  const known = page.alerts.some((a) => a.id === alert.id);
  return { ...page, alerts: known ? page.alerts.map((a) => (a.id === alert.id ? alert : a)) : [alert, ...page.alerts] };
}

/**
 * A change to one of the user's alerts (new, new terms, paused, resumed): the server's answer
 * shows at once in the list, then the list (and the quota it counts) is read again.
 */
export function useAlertChange<V>(send: (variables: V) => Promise<AlertView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (alert) => {
      queryClient.setQueryData<AlertsPage>(alertKeys.list, (page) => withAlert(page, alert));
      return queryClient.invalidateQueries({ queryKey: alertKeys.all });
    },
  });
}
