import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { PreferenceChoice, PreferencesBody, PreferenceView } from '../types';
import { notificationKeys } from './keys';

/** PUT /api/notification-preferences: changes the kinds named; answers every kind's choice. 422 on an unknown kind. */
export async function updatePreferences(choices: PreferenceChoice[]): Promise<PreferenceView[]> {
  const body: PreferencesBody = { preferences: choices };
  return (await api.put<ApiEnvelope<PreferenceView[]>>('/api/notification-preferences', body)).data;
}

/**
 * Saves a change as soon as a switch moves: the switch shows the new choice at once, the server's
 * answer replaces the list, and a failure puts the previous choices back. Changes made in quick
 * succession are sent one after another (a mutation scope), each naming only its kind.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: notificationKeys.preferences,
    // One change at a time reaches the server, in the order the switches moved.
    scope: { id: 'notification-preferences' },
    mutationFn: updatePreferences,
    onMutate: async (choices) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.preferences });
      const previous = queryClient.getQueryData<PreferenceView[]>(notificationKeys.preferences);
      queryClient.setQueryData<PreferenceView[]>(notificationKeys.preferences, (rows) =>
        rows?.map((row) => {
          const choice = choices.find((c) => c.kind === row.kind);
          return choice ? { ...row, in_app: choice.in_app, email: row.email_always || choice.email, push: choice.push ?? row.push } : row;
        }),
      );
      return { previous };
    },
    onSuccess: (rows) => {
      // A later change still waiting keeps its switch where the user put it until its own answer.
      if (queryClient.isMutating({ mutationKey: notificationKeys.preferences }) <= 1) queryClient.setQueryData(notificationKeys.preferences, rows);
    },
    onError: (_error, _choices, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.preferences, context.previous);
    },
  });
}
