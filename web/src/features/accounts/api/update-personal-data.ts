import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Language } from '../../../lib/language';

export interface PersonalDataInput {
  name: string;
  phone: string;
  about: string;
  language: Language;
  avatar: File | null;
}

/** Multipart, so the avatar travels with the fields; progress is reported while it uploads. */
export async function updatePersonalData(input: PersonalDataInput, onProgress?: (percent: number) => void): Promise<void> {
  const form = new FormData();
  form.append('name', input.name);
  form.append('phone', input.phone);
  form.append('about', input.about);
  form.append('language', input.language);
  if (input.avatar) form.append('avatar', input.avatar);
  await api.upload<unknown>('/api/profile/personal', form, { onProgress });
}

export function useUpdatePersonalData(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PersonalDataInput) => updatePersonalData(input, onProgress),
    // The header shows the name and avatar from the user: refresh both.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accounts'] }),
  });
}
