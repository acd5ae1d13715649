import { useMutation } from '@tanstack/react-query';
import { downloadPrivateFile } from '../../../lib/private-file';
import { documentFileName } from '../lib/document-file';
import type { AnalysisDocumentView } from '../types';

/**
 * GET a document's `download_url` (`/api/stock-analysis/documents/{id}/download`) with the bearer
 * token, as a PDF: the browser cannot send the token with a plain link.
 */
export async function downloadDocument(document: AnalysisDocumentView & { download_url: string }): Promise<void> {
  await downloadPrivateFile(document.download_url, documentFileName(document), 'application/pdf');
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
