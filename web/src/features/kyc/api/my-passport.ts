import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { passportFileName } from '../lib/my-data';

/** GET /api/kyc/passport: the user's own photo, with the bearer token (a plain link could not send it). 404 when none. */
export function getMyPassport(): Promise<Blob> {
  return apiBlob('/api/kyc/passport');
}

/** Fetched on the click and saved as a file, never cached. */
export function useDownloadMyPassport() {
  return useMutation({
    mutationFn: async () => {
      const photo = await getMyPassport();
      saveBlob(photo, passportFileName(photo.type));
    },
  });
}
