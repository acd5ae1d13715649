import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** E.164 (+9665…) or the Saudi local form (05xxxxxxxx). */
export async function updatePhone(phone: string): Promise<void> {
  await api.post<unknown>('/api/phone', { phone });
}

export function useUpdatePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accounts'] }),
  });
}
