import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { StrategyChoice, StrategyChosen } from '../types';
import { reportKeys } from './keys';

/**
 * POST /api/evareport/assistance/update-strategy: `{answers}` takes the suggested strategy (and
 * returns each strategy's points), `{strategy}` chooses one outright. Signed-in users only.
 */
export async function updateStrategy(choice: StrategyChoice): Promise<StrategyChosen> {
  return (await api.post<ApiEnvelope<StrategyChosen>>('/api/evareport/assistance/update-strategy', choice)).data;
}

export function useUpdateStrategy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStrategy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.assistance }),
  });
}
