import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Language } from '../../../lib/language';

export async function updateLanguage(language: Language): Promise<void> {
  await api.post<unknown>('/api/update-language', { language });
}

export function useUpdateLanguage() {
  return useMutation({ mutationFn: updateLanguage });
}
