import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import type { PDFDocumentProxy } from '../lib/pdf-document';
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
  const [failed, setFailed] = useState<unknown>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || availableWidth <= 0) return;
    let cancelled = false;
    let cancelRender: (() => void) | null = null;
    setFailed(null);
    document
      .getPage(pageNumber)
      .then(async (page) => {
        if (cancelled) return;
        const natural = page.getViewport({ scale: 1 });
        const fit = fitScale(availableWidth, natural.width);
        onFitScale(fit);
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
        if (!cancelled) onRendered?.(pageNumber);
      })
      .catch((error: unknown) => {
        // A cancelled drawing is not a failure: a newer one has taken its place.
        if (!cancelled && (error as { name?: string } | null)?.name !== 'RenderingCancelledException') setFailed(error);
      });
    return () => {
      cancelled = true;
      cancelRender?.();
    };
    // onFitScale and onRendered are the reader's setters; a new function must not redraw the page.
  }, [document, pageNumber, zoom, availableWidth]);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', minWidth: 'fit-content' }}>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-label={label}
        data-testid="pdf-canvas"
        data-page={pageNumber}
        data-failed={failed ? 'true' : undefined}
        sx={{ display: 'block', bgcolor: 'common.white', boxShadow: 2, maxWidth: 'none' }}
      />
    </Box>
  );
}
