import { useMutation } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { Understanding, UnderstandRequest } from '../types';

/**
 * POST /api/chat/understand: the stocks a free question names (and the choices when a name is
 * shared), before it is asked; nothing is stored or counted.
 */
export function useUnderstandQuestion() {
  return useMutation({
    mutationFn: async (request: UnderstandRequest) => (await api.post<ApiEnvelope<Understanding>>('/api/chat/understand', request)).data,
  });
}
