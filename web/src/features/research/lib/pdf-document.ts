/**
 * pdf.js, bundled from npm (pdfjs-dist), never from a CDN: its worker is a file of this build
 * (Vite emits it and gives its address), and its character maps and standard fonts are copied
 * under /pdfjs/ (build/pdfjs-assets.ts), so the reader works wherever the app is served. Only the
 * reader imports this module, so pdf.js loads with the reader and never with other screens.
 */
import {
  getDocument,
  GlobalWorkerOptions,
  TextLayer,
  type PageViewport,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PageViewport, PDFDocumentLoadingTask, PDFDocumentProxy, PDFPageProxy };

const assets = `${import.meta.env.BASE_URL}pdfjs/`;

/**
 * Opens a PDF from its bytes (fetched with the user's token: the server gives research to
 * signed-in users only). pdf.js moves the bytes to its worker, so it gets a copy.
 */
export async function openPdf(blob: Blob): Promise<PDFDocumentLoadingTask> {
  const data = new Uint8Array(await blob.arrayBuffer());
  // No eval (a strict content security policy stays possible); no XFA forms in research.
  return getDocument({
    data,
    isEvalSupported: false,
    enableXfa: false,
    cMapUrl: `${assets}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${assets}standard_fonts/`,
  });
}

/**
 * The page's text as transparent spans laid over its drawing (pdf.js' text layer), at the CSS
 * `scale` the canvas is shown at: the reader can select, copy and search what the PDF says.
 */
export function renderTextLayer(page: PDFPageProxy, scale: number, container: HTMLElement): { promise: Promise<void>; cancel: () => void } {
  container.replaceChildren();
  // pdf.js sizes the layer and its spans from these (its viewer sets them on each page).
  for (const variable of ['--scale-factor', '--total-scale-factor']) container.style.setProperty(variable, String(scale));
  const layer = new TextLayer({ textContentSource: page.streamTextContent(), container, viewport: page.getViewport({ scale }) });
  return { promise: layer.render(), cancel: () => layer.cancel() };
}
