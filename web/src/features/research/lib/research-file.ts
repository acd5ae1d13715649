/** A research PDF picked for upload, checked as the server will (pdf_file.rs) before sending it. */

/** The server's limit per file. */
export const RESEARCH_PDF_MAX_BYTES = 30 * 1024 * 1024;

/** What the file picker offers; the server checks the content itself. */
export const RESEARCH_PDF_ACCEPT = 'application/pdf,.pdf';

export type PdfFileProblem = 'pdfType' | 'pdfTooLarge' | 'pdfEmpty';

/** The picked file's problem by its declared type (or name, when the browser gives none) and size. */
export function pdfFileProblem(file: File): PdfFileProblem | null {
  const byType = file.type === 'application/pdf';
  const byName = (file.type === '' || file.type === 'application/octet-stream') && /\.pdf$/i.test(file.name);
  if (!byType && !byName) return 'pdfType';
  if (file.size === 0) return 'pdfEmpty';
  if (file.size > RESEARCH_PDF_MAX_BYTES) return 'pdfTooLarge';
  return null;
}

/** Whether the file starts as every PDF does ("%PDF-"): a renamed Word file is caught before uploading. */
export async function hasPdfSignature(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...head) === '%PDF-';
}

/** A picked file's size for its line: kilobytes under a megabyte ("784 B" reads as 1 KB), else megabytes with one decimal. */
export function fileSize(bytes: number): { unit: 'kb' | 'mb'; size: string } {
  if (bytes < 1024 * 1024) return { unit: 'kb', size: String(Math.max(1, Math.round(bytes / 1024))) };
  return { unit: 'mb', size: (bytes / (1024 * 1024)).toFixed(1) };
}
