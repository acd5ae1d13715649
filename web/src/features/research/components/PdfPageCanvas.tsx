import { useEffect, useEffectEvent, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { renderTextLayer, type PDFDocumentProxy } from '../lib/pdf-document';
import { pdfTextLayerStyles } from '../lib/pdf-text-layer-styles';
import { fitScale, scaleOf, type Zoom } from '../lib/reader-state';

/**
 * One page of a PDF drawn on a canvas at the chosen zoom, sharp on high-density screens. A new
 * page or zoom cancels a drawing still under way. Tells the reader the scale that fits the width,
 * so zooming in and out starts from what is shown.
 */
export function PdfPageCanvas({
  document,
  pageNumber,
  zoom,
  availableWidth,
  label,
  onFitScale,
  onRendered,
}: {
  document: PDFDocumentProxy;
  pageNumber: number;
  zoom: Zoom;
  /** The reading area's width in CSS pixels (0 until measured). */
  availableWidth: number;
  label: string;
  onFitScale: (scale: number) => void;
  onRendered?: (pageNumber: number) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState<unknown>(null);
  // onFitScale and onRendered are the reader's setters; a new function must not redraw the page.
  const fitted = useEffectEvent((fit: number) => onFitScale(fit));
  const rendered = useEffectEvent((page: number) => onRendered?.(page));

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || availableWidth <= 0) return;
    let cancelled = false;
    let cancelRender: (() => void) | null = null;
    let cancelText: (() => void) | null = null;
    setFailed(null);
    document
      .getPage(pageNumber)
      .then(async (page) => {
        if (cancelled) return;
        const natural = page.getViewport({ scale: 1 });
        const fit = fitScale(availableWidth, natural.width);
        fitted(fit);
        const scale = scaleOf(zoom, fit);
        const density = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: scale * density });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / density)}px`;
        canvas.style.height = `${Math.floor(viewport.height / density)}px`;
        const task = page.render({ canvas, viewport });
        cancelRender = () => task.cancel();
        await task.promise;
        if (cancelled) return;
        if (textRef.current) {
          const text = renderTextLayer(page, scale, textRef.current);
          cancelText = text.cancel;
          await text.promise;
        }
        if (!cancelled) rendered(pageNumber);
      })
      .catch((error: unknown) => {
        // A cancelled drawing is not a failure: a newer one has taken its place.
        const name = (error as { name?: string } | null)?.name;
        if (!cancelled && name !== 'RenderingCancelledException' && name !== 'AbortException') setFailed(error);
      });
    return () => {
      cancelled = true;
      cancelRender?.();
      cancelText?.();
    };
  }, [document, pageNumber, zoom, availableWidth]);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', minWidth: 'fit-content' }}>
      {/* The drawing and its text over it, left to right whatever the page's direction: the
          canvas and the text layer take the page's `direction`, and in RTL they would put
          Arabic letters apart and out of order. */}
      <Box dir="ltr" sx={{ position: 'relative', boxShadow: 2, ...pdfTextLayerStyles }} data-testid="pdf-page" data-page={pageNumber}>
        <Box
          component="canvas"
          ref={canvasRef}
          role="img"
          aria-label={label}
          data-testid="pdf-canvas"
          data-page={pageNumber}
          data-failed={failed ? 'true' : undefined}
          sx={{ display: 'block', bgcolor: 'common.white', maxWidth: 'none' }}
        />
        <div ref={textRef} className="textLayer" data-testid="pdf-text-layer" />
      </Box>
    </Box>
  );
}
