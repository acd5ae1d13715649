/**
 * The PDF reader's view: which page, and how large. Zoom is either "fit to width" (the page fills
 * the reading area, recomputed when it resizes) or a fixed scale chosen from the steps.
 */

export type Zoom = { kind: 'fit' } | { kind: 'scale'; scale: number };

export const FIT_WIDTH: Zoom = { kind: 'fit' };

/** The scales zoom in and out steps through (1 = the PDF's own size in CSS pixels). */
export const ZOOM_STEPS: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3];

const MIN_SCALE = 0.5;
const MAX_SCALE = 3;

/** The scale at which a page `pageWidth` wide (at scale 1) fills `availableWidth`, within the steps' range. */
export function fitScale(availableWidth: number, pageWidth: number): number {
  if (!(availableWidth > 0) || !(pageWidth > 0)) return 1;
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, availableWidth / pageWidth));
}

/** The scale a zoom means, given what "fit to width" is right now. */
export function scaleOf(zoom: Zoom, fit: number): number {
  return zoom.kind === 'fit' ? fit : zoom.scale;
}

/** One step larger than what is shown (from "fit", the first step above the fitting scale). */
export function zoomIn(zoom: Zoom, fit: number): Zoom {
  const current = scaleOf(zoom, fit);
  const next = ZOOM_STEPS.find((step) => step > current + 1e-6);
  return { kind: 'scale', scale: next ?? MAX_SCALE };
}

/** One step smaller than what is shown. */
export function zoomOut(zoom: Zoom, fit: number): Zoom {
  const current = scaleOf(zoom, fit);
  const next = [...ZOOM_STEPS].reverse().find((step) => step < current - 1e-6);
  return { kind: 'scale', scale: next ?? MIN_SCALE };
}

export function canZoomIn(zoom: Zoom, fit: number): boolean {
  return scaleOf(zoom, fit) < MAX_SCALE - 1e-6;
}

export function canZoomOut(zoom: Zoom, fit: number): boolean {
  return scaleOf(zoom, fit) > MIN_SCALE + 1e-6;
}

/** "125%" for a scale of 1.25. */
export function zoomPercent(scale: number): number {
  return Math.round(scale * 100);
}

/** A page number within the document (1 when the count is not known yet). */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page) || page < 1) return 1;
  if (pageCount < 1) return Math.floor(page);
  return Math.min(Math.floor(page), pageCount);
}

/** The page a typed value asks for, or null when it is not a page of this document. */
export function pageOfInput(value: string, pageCount: number): number | null {
  if (!/^\d{1,6}$/.test(value.trim())) return null;
  const page = Number(value.trim());
  return page >= 1 && page <= pageCount ? page : null;
}
