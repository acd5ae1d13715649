import { useMutation } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { KYC_EXPORT_FILE_NAME, kycExportFile } from '../lib/my-data';
import type { KycExport } from '../types';

/** GET /api/kyc/export: everything kept of the user's verification, opened. 404 when nothing is kept. */
export async function getMyKycExport(): Promise<KycExport> {
  return (await api.get<ApiEnvelope<KycExport>>('/api/kyc/export')).data;
}

/** Fetched on the click and saved as a file, never cached: it is the user's personal data. */
export function useDownloadMyKycData() {
  return useMutation({ mutationFn: async () => saveBlob(kycExportFile(await getMyKycExport()), KYC_EXPORT_FILE_NAME) });
}
