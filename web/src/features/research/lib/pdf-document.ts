/**
 * pdf.js, bundled from npm (pdfjs-dist), never from a CDN: its worker is a file of this build
 * (Vite emits it and gives its address), so the reader works wherever the app is served. Only the
 * reader imports this module, so pdf.js loads with the reader and never with other screens.
 */
import { getDocument, GlobalWorkerOptions, type PDFDocumentLoadingTask, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentLoadingTask, PDFDocumentProxy, PDFPageProxy };

/**
 * Opens a PDF from its bytes (fetched with the user's token: the server gives research to
 * signed-in users only). pdf.js moves the bytes to its worker, so it gets a copy.
 */
export async function openPdf(blob: Blob): Promise<PDFDocumentLoadingTask> {
  const data = new Uint8Array(await blob.arrayBuffer());
  // No eval (a strict content security policy stays possible); no XFA forms in research.
  return getDocument({ data, isEvalSupported: false, enableXfa: false });
}
