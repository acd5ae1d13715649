import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { ChatBalance, ChatPackage } from '../types';
import { chatKeys } from './keys';

/** GET /api/chat/balance: what is left today, or unlimited (plan or trial). */
export function useChatBalance() {
  return useQuery({
    queryKey: chatKeys.balance,
    queryFn: async ({ signal }) => (await api.get<ApiEnvelope<ChatBalance>>('/api/chat/balance', { signal })).data,
  });
}

/** POST /api/chat/trial: the account's one trial (409 when used before or a plan is active). */
export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<ApiEnvelope<ChatBalance>>('/api/chat/trial')).data,
    onSuccess: (balance) => queryClient.setQueryData(chatKeys.balance, balance),
  });
}

/**
 * POST /api/chat/plans: the chat packages on sale; the upgrade button checks out the first plan
 * of the first one (null when nothing is on sale).
 */
export function useUpgradePlan(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.plans,
    queryFn: async () => {
      const packages = (await api.post<ApiEnvelope<ChatPackage[]>>('/api/chat/plans', {})).data;
      const plan = packages[0]?.plans[0];
      return plan ? { id: plan.id, name: plan.name, packageName: packages[0]?.name ?? '' } : null;
    },
    enabled,
    staleTime: 10 * 60_000,
  });
}
