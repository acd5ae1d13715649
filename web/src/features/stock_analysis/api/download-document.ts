import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { apiPathOf, documentFileName } from '../lib/document-file';
import type { AnalysisDocumentView } from '../types';

/**
 * GET a document's `download_url` (`/api/stock-analysis/documents/{id}/download`) with the bearer
 * token, as a PDF: the browser cannot send the token with a plain link.
 */
export async function downloadDocument(document: AnalysisDocumentView & { download_url: string }): Promise<void> {
  const blob = await apiBlob(apiPathOf(document.download_url));
  const pdf = blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
  saveBlob(pdf, documentFileName(document));
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
