/**
 * The user's own KYC data (Personal Data Protection Law): when /kyc offers it, and the files it
 * is saved as.
 */
import { isKycStatus, type KycExport, type KycStatus, type KycView } from '../types';

/** Statuses with data kept: none has nothing yet, and erased has nothing left (export answers 404). */
const statusesWithData: readonly KycStatus[] = ['awaiting_agreement', 'in_review', 'verified', 'rejected'];

export function hasKycData(view: Pick<KycView, 'status'>): boolean {
  return isKycStatus(view.status) && statusesWithData.includes(view.status);
}

/**
 * Only the passport path keeps a photo. The view does not say `has_passport` (the export does),
 * and asking for the export just to show a button would open the personal data on every visit.
 */
export function hasPassportPhoto(view: Pick<KycView, 'status' | 'path'>): boolean {
  return hasKycData(view) && view.path === 'foreign';
}

export const KYC_EXPORT_FILE_NAME = 'eva-kyc-data.json';

/** The export as the user reads it: indented JSON, in UTF-8 so Arabic names stay legible. */
export function kycExportFile(data: KycExport): Blob {
  return new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json;charset=utf-8' });
}

/** The photo's name from its type (the API serves PNG or JPEG; the Blob keeps the type, not the file name). */
export function passportFileName(mimeType: string): string {
  return mimeType.toLowerCase().startsWith('image/png') ? 'eva-passport.png' : 'eva-passport.jpg';
}
