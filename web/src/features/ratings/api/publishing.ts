import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload, type ApiEnvelope } from '../../../lib/api-client';
import type { NewRatingRequest, Rating, SellRequest, UpdateRatingRequest } from '../types';
import { RATINGS_KEY } from './keys';

/** The analyst's changes to a list; each refreshes every ratings query once it lands. */
function useListChange<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: [RATINGS_KEY] }) });
}

async function attachImages(ratingId: number, images: File[]): Promise<void> {
  if (images.length === 0) return;
  const form = new FormData();
  for (const image of images) form.append('images', image);
  await apiUpload<ApiEnvelope<string[]>>(`/api/ratings/${ratingId}/images`, form);
}

/** POST /api/ratings-create, then the images (the rating must exist to carry them). */
export function usePublishRating() {
  return useListChange(async ({ request, images }: { request: NewRatingRequest; images: File[] }) => {
    const rating = (await api.post<ApiEnvelope<Rating>>('/api/ratings-create', request)).data;
    await attachImages(rating.id, images);
    return rating;
  });
}

/** POST /api/ratings-update: more shares (an entry percentage and an order type) or new info; then images. */
export function useUpdateRating() {
  return useListChange(async ({ request, images }: { request: UpdateRatingRequest; images: File[] }) => {
    const rating = (await api.post<ApiEnvelope<Rating>>('/api/ratings-update', request)).data;
    await attachImages(rating.id, images);
    return rating;
  });
}

/** POST /api/ratings-sell (all) or /api/ratings-partial-sell (a percentage), with the exit reason. */
export function useSellRating() {
  return useListChange(
    async ({ request, partial }: { request: SellRequest; partial: boolean }) =>
      (await api.post<ApiEnvelope<Rating>>(partial ? '/api/ratings-partial-sell' : '/api/ratings-sell', request)).data,
  );
}
