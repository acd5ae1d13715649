import { describe, expect, it } from 'vitest';
import { canZoomIn, canZoomOut, clampPage, FIT_WIDTH, fitScale, pageOfInput, scaleOf, zoomIn, zoomOut, zoomPercent } from './reader-state';

describe('the reader’s page', () => {
  it('stays within the document', () => {
    expect(clampPage(1, 10)).toBe(1);
    expect(clampPage(12, 10)).toBe(10);
    expect(clampPage(0, 10)).toBe(1);
    expect(clampPage(Number.NaN, 10)).toBe(1);
    // Before the document is open, the asked page is kept.
    expect(clampPage(4, 0)).toBe(4);
  });

  it('jumps to a typed page only when the document has it', () => {
    expect(pageOfInput('3', 10)).toBe(3);
    expect(pageOfInput(' 10 ', 10)).toBe(10);
    for (const bad of ['0', '11', '', 'two', '2.5', '-1']) expect(pageOfInput(bad, 10), bad).toBeNull();
  });
});

describe('the reader’s zoom', () => {
  it('fits the width at first, within the zoom range', () => {
    expect(fitScale(900, 600)).toBe(1.5);
    expect(fitScale(200, 600)).toBe(0.5);
    expect(fitScale(5000, 600)).toBe(3);
    expect(fitScale(0, 600)).toBe(1);
    expect(scaleOf(FIT_WIDTH, 1.4)).toBe(1.4);
  });

  it('steps in and out from what is shown', () => {
    // Fitting at 1.4: in goes to 1.5, out to 1.25.
    expect(zoomIn(FIT_WIDTH, 1.4)).toEqual({ kind: 'scale', scale: 1.5 });
    expect(zoomOut(FIT_WIDTH, 1.4)).toEqual({ kind: 'scale', scale: 1.25 });
    expect(zoomIn({ kind: 'scale', scale: 1 }, 1.4)).toEqual({ kind: 'scale', scale: 1.25 });
    expect(zoomOut({ kind: 'scale', scale: 1 }, 1.4)).toEqual({ kind: 'scale', scale: 0.75 });
    expect(canZoomIn({ kind: 'scale', scale: 3 }, 1)).toBe(false);
    expect(canZoomOut({ kind: 'scale', scale: 0.5 }, 1)).toBe(false);
    expect(canZoomOut(FIT_WIDTH, 1)).toBe(true);
    expect(zoomIn({ kind: 'scale', scale: 3 }, 1)).toEqual({ kind: 'scale', scale: 3 });
    expect(zoomPercent(1.25)).toBe(125);
  });
});
