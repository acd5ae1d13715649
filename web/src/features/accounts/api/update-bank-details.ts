import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

export interface BankDetailsInput {
  bank_name: string;
  iban: string;
  account_holder_name: string;
}

export async function updateBankDetails(input: BankDetailsInput): Promise<void> {
  await api.post<unknown>('/api/profile/bank', input);
}

export function useUpdateBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey() }),
  });
}
