/** The passport photo of the non-Saudi path, checked as the server will (passport.rs) before uploading. */

/** The server's limits: 10 KB (readable) to 5 MB. */
export const PASSPORT_MAX_BYTES = 5 * 1024 * 1024;
export const PASSPORT_MIN_BYTES = 10 * 1024;

/** What the file picker offers; the server checks the content itself. */
export const PASSPORT_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

export type PassportError = 'passportRequired' | 'passportType' | 'passportTooLarge' | 'passportTooSmall';

/** The picked file's problem by its declared type (or name, when the browser gives none) and size. */
export function passportProblem(file: File | null): PassportError | null {
  if (!file) return 'passportRequired';
  const byType = file.type === 'image/png' || file.type === 'image/jpeg';
  const byName = file.type === '' && /\.(png|jpe?g)$/i.test(file.name);
  if (!byType && !byName) return 'passportType';
  if (file.size > PASSPORT_MAX_BYTES) return 'passportTooLarge';
  if (file.size < PASSPORT_MIN_BYTES) return 'passportTooSmall';
  return null;
}
