/**
 * A small, valid PDF written by hand (no library): `pages` A4 pages, each with two filled
 * rectangles so a drawn page is visibly not blank. No fonts, so it reads the same everywhere.
 * The cross-reference table holds each object's real byte offset: strict readers (lopdf on the
 * server, pdf.js in the browser) open it without repairing anything.
 */
export function samplePdf(pages: number): Buffer {
  const objects: string[] = [];
  const kids: string[] = [];
  for (let page = 0; page < pages; page += 1) {
    const pageId = 3 + page * 2;
    const contentId = pageId + 1;
    kids.push(`${pageId} 0 R`);
    const drawing = `0.04 0.43 0.31 rg 56 ${690 - page * 30} 483 96 re f\n0.85 0.9 0.88 rg 56 120 483 ${420 + page * 20} re f`;
    objects[pageId] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << >> /Contents ${contentId} 0 R >>`;
    objects[contentId] = `<< /Length ${Buffer.byteLength(drawing, 'latin1')} >>\nstream\n${drawing}\nendstream`;
  }
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`;

  // The binary comment tells tools the file is not plain text.
  let text = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(text, 'latin1');
    text += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(text, 'latin1');
  text += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) text += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}
