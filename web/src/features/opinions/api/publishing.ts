import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { EditOpinionRequest, NewOpinionRequest, Opinion } from '../types';
import { OPINIONS_KEY } from './keys';

/** Sends the chosen images after the opinion is saved (`POST /api/opinion/{id}/images`). */
async function attachImages(opinionId: number, images: File[]): Promise<void> {
  if (images.length === 0) return;
  const form = new FormData();
  for (const image of images) form.append('images', image);
  await api.upload<ApiEnvelope<string[]>>(`/api/opinion/${opinionId}/images`, form);
}

/** POST /api/opinion/create, then its images. */
export function usePublishOpinion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, images }: { request: NewOpinionRequest; images: File[] }) => {
      const saved = (await api.post<ApiEnvelope<Opinion>>('/api/opinion/create', request)).data;
      await attachImages(saved.id, images);
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [OPINIONS_KEY] }),
  });
}

/** POST /api/opinion/update (the current version is kept in the history), then new images. */
export function useUpdateOpinion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, images }: { request: EditOpinionRequest; images: File[] }) => {
      const saved = (await api.post<ApiEnvelope<Opinion>>('/api/opinion/update', request)).data;
      await attachImages(saved.id, images);
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [OPINIONS_KEY] }),
  });
}
