import { describe, expect, it } from 'vitest';
import { anArticle } from '../testing/fixtures';
import { blankNews, blankResearch, newsChecks, newsFormOf, newsValuesOf, researchChecks, researchChecksWithContent, researchFormData } from './forms';
import { fileSize, pdfFileProblem, RESEARCH_PDF_MAX_BYTES } from './research-file';

const pdf = (name = 'report.pdf', type = 'application/pdf', content: BlobPart = '%PDF-1.7\n%…') => new File([content], name, { type });
const sized = (size: number, name = 'big.pdf', type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });

describe('the article form', () => {
  it('needs a title and the text, and a link to the web when one is given', () => {
    expect(newsChecks(blankNews('ar'))).toMatchObject({ title: 'required', body: 'required', link: null, published_at: null });
    const ok = { ...blankNews('en'), title: 'T', body: 'B' };
    expect(Object.values(newsChecks(ok)).every((check) => check === null)).toBe(true);
    expect(newsChecks({ ...ok, link: 'ftp://x.example/a' }).link).toBe('linkInvalid');
    expect(newsChecks({ ...ok, link: 'example.com' }).link).toBe('linkInvalid');
    expect(newsChecks({ ...ok, link: 'https://news.example.com/a?b=1' }).link).toBeNull();
    expect(newsChecks({ ...ok, published_at: '2026-11-26' }).published_at).toBe('dateInvalid');
  });

  it('sends what was typed, trimmed, with the time in Riyadh and empty optional fields as null', () => {
    const values = { ...blankNews('ar'), title: ' عنوان ', body: ' نص ', summary: '  ', link: ' https://x.example/a ', published_at: '2026-11-26T10:00' };
    expect(newsFormOf(values)).toEqual({
      language: 'ar',
      title: 'عنوان',
      summary: null,
      body: 'نص',
      link: 'https://x.example/a',
      published_at: '2026-11-26T10:00:00+03:00',
    });
    expect(newsFormOf({ ...values, published_at: '', link: '' })).toMatchObject({ link: null, published_at: null });
  });

  it('starts a correction from the article as published', () => {
    expect(newsValuesOf(anArticle({ link: 'https://x.example/a', published_at: '2026-11-26T07:00:00Z' }))).toEqual({
      language: 'en',
      title: 'Al Rajhi Bank reports higher quarterly profit',
      summary: 'Net income rose 12% on stronger financing income.',
      body: anArticle().body,
      link: 'https://x.example/a',
      published_at: '2026-11-26T10:00',
    });
  });
});

describe('the research PDFs', () => {
  it('are PDFs by type, or by name when the browser gives no type', () => {
    expect(pdfFileProblem(pdf())).toBeNull();
    expect(pdfFileProblem(pdf('REPORT.PDF', ''))).toBeNull();
    expect(pdfFileProblem(pdf('report.pdf', 'application/octet-stream'))).toBeNull();
    expect(pdfFileProblem(pdf('report.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toBe('pdfType');
    expect(pdfFileProblem(pdf('report', ''))).toBe('pdfType');
    expect(pdfFileProblem(pdf('scan.png', 'image/png'))).toBe('pdfType');
  });

  it('are 30 MB at most, and not empty', () => {
    expect(pdfFileProblem(sized(RESEARCH_PDF_MAX_BYTES))).toBeNull();
    expect(pdfFileProblem(sized(RESEARCH_PDF_MAX_BYTES + 1))).toBe('pdfTooLarge');
    expect(pdfFileProblem(sized(0))).toBe('pdfEmpty');
  });
});

describe('the research form', () => {
  const titled = { ...blankResearch, title_ar: 'عنوان', title_en: 'Title' };

  it('needs both titles and at least one PDF', () => {
    expect(researchChecks(blankResearch)).toMatchObject({ title_ar: 'required', title_en: 'required', file_ar: 'pdfRequired', file_en: null });
    expect(researchChecks({ ...titled, file_en: pdf() })).toMatchObject({ file_ar: null, file_en: null });
    expect(researchChecks({ ...titled, file_ar: pdf('a.txt', 'text/plain') }).file_ar).toBe('pdfType');
    expect(researchChecks({ ...titled, file_ar: pdf(), published_at: 'soon' }).published_at).toBe('dateInvalid');
  });

  it('reads each file’s first bytes: a renamed file is not a PDF', async () => {
    const renamed = pdf('report.pdf', 'application/pdf', 'PK\u0003\u0004 a zip');
    const checks = await researchChecksWithContent({ ...titled, file_ar: pdf(), file_en: renamed });
    expect(checks.file_ar).toBeNull();
    expect(checks.file_en).toBe('pdfSignature');
  });

  it('sends the texts trimmed, the time in Riyadh, and only the files chosen', () => {
    const file = pdf('ar.pdf');
    const form = researchFormData({ ...titled, summary_ar: ' ملخص ', file_ar: file, published_at: '2026-11-26T10:00' });
    expect(form.get('title_ar')).toBe('عنوان');
    expect(form.get('summary_ar')).toBe('ملخص');
    expect(form.get('published_at')).toBe('2026-11-26T10:00:00+03:00');
    expect((form.get('file_ar') as File).name).toBe('ar.pdf');
    expect(form.has('file_en')).toBe(false);
    expect(researchFormData(titled).has('published_at')).toBe(false);
  });
});

describe('a picked file’s size', () => {
  it('reads in kilobytes under a megabyte, else in megabytes', () => {
    expect(fileSize(784)).toEqual({ unit: 'kb', size: '1' });
    expect(fileSize(300 * 1024)).toEqual({ unit: 'kb', size: '300' });
    expect(fileSize(2.45 * 1024 * 1024)).toEqual({ unit: 'mb', size: '2.5' });
  });
});
