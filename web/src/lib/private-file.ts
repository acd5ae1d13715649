import { apiBlob } from './api-client';
import { saveBlob } from './save-blob';

/**
 * The API path of a file address the server hands out: it may come with its origin, and the one
 * API client adds the configured base itself.
 */
export function apiPathOf(url: string): string {
  if (!/^https?:\/\//i.test(url)) return url;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * Fetches a private file (an invoice, a credit note, a document) with the session's token and
 * saves it as `fileName`. A plain link cannot carry the token: the browser would get 401 and
 * save the error as `pdf.json`.
 */
export async function downloadPrivateFile(url: string, fileName: string, type?: string): Promise<void> {
  const blob = await apiBlob(apiPathOf(url));
  saveBlob(type && blob.type !== type ? new Blob([blob], { type }) : blob, fileName);
}

/** "INV-2026-000012.pdf": a tax document's number, safe in any file system. */
export function pdfFileName(number: string): string {
  const safe = number
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
  return `${safe || 'document'}.pdf`;
}
