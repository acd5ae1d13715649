import { useEffect, useState } from 'react';
import { openPdf, type PDFDocumentProxy } from './pdf-document';

export type PdfState = { status: 'idle' | 'opening' } | { status: 'ready'; document: PDFDocumentProxy } | { status: 'failed'; error: unknown };

/** The PDF in `blob`, opened with pdf.js; closed again (worker and memory) when the blob changes or the reader leaves. */
export function usePdfDocument(blob: Blob | undefined): PdfState {
  const [state, setState] = useState<PdfState>({ status: 'idle' });
  useEffect(() => {
    if (!blob) {
      setState({ status: 'idle' });
      return;
    }
    let cancelled = false;
    let destroy: (() => Promise<void>) | null = null;
    setState({ status: 'opening' });
    openPdf(blob)
      .then((task) => {
        destroy = () => task.destroy();
        if (cancelled) return void task.destroy();
        return task.promise.then((document) => {
          if (!cancelled) setState({ status: 'ready', document });
        });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ status: 'failed', error });
      });
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [blob]);
  return state;
}
