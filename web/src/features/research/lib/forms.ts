import { isResearchLanguage, type NewsForm, type NewsView, type ResearchLanguage } from '../types';
import { hasPdfSignature, pdfFileProblem, type PdfFileProblem } from './research-file';
import { riyadhInputToRfc3339, rfc3339ToRiyadhInput } from './riyadh-input';

/** The wording of the staff forms' own checks (research namespace, `staff.checks.*`). */
export type FormCheck = 'required' | 'linkInvalid' | 'dateInvalid' | 'pdfRequired' | 'pdfSignature' | PdfFileProblem;

/* ---------- news ---------- */

export const newsFields = ['language', 'title', 'summary', 'body', 'link', 'published_at'] as const;
export type NewsField = (typeof newsFields)[number];

/** The article form as typed: every field a string, the time in Riyadh ('' for now). */
export type NewsValues = Record<NewsField, string> & { language: ResearchLanguage };

export function blankNews(language: ResearchLanguage): NewsValues {
  return { language, title: '', summary: '', body: '', link: '', published_at: '' };
}

/** An article as its edit form starts. */
export function newsValuesOf(article: NewsView): NewsValues {
  return {
    language: isResearchLanguage(article.language) ? article.language : 'ar',
    title: article.title,
    summary: article.summary,
    body: article.body,
    link: article.link ?? '',
    published_at: rfc3339ToRiyadhInput(article.published_at),
  };
}

/** The checks the server makes too, so most mistakes are caught before sending. */
export function newsChecks(values: NewsValues): Record<NewsField, FormCheck | null> {
  const link = values.link.trim();
  return {
    language: null,
    title: values.title.trim() ? null : 'required',
    summary: null,
    body: values.body.trim() ? null : 'required',
    link: link === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(link) ? null : 'linkInvalid',
    published_at: values.published_at === '' || riyadhInputToRfc3339(values.published_at) ? null : 'dateInvalid',
  };
}

/** The body of POST/PUT /api/staff/news; an empty summary lets the server take the body's start. */
export function newsFormOf(values: NewsValues): NewsForm {
  return {
    language: values.language,
    title: values.title.trim(),
    summary: values.summary.trim() || null,
    body: values.body.trim(),
    link: values.link.trim() || null,
    published_at: values.published_at ? riyadhInputToRfc3339(values.published_at) : null,
  };
}

/* ---------- research ---------- */

export const researchFields = ['title_ar', 'title_en', 'summary_ar', 'summary_en', 'published_at', 'file_ar', 'file_en'] as const;
export type ResearchField = (typeof researchFields)[number];

export interface ResearchValues {
  title_ar: string;
  title_en: string;
  summary_ar: string;
  summary_en: string;
  /** Riyadh time as typed ('' for now). */
  published_at: string;
  file_ar: File | null;
  file_en: File | null;
}

export const blankResearch: ResearchValues = { title_ar: '', title_en: '', summary_ar: '', summary_en: '', published_at: '', file_ar: null, file_en: null };

/** Checks that need no reading of the files: titles, the date, at least one PDF, each by type and size. */
export function researchChecks(values: ResearchValues): Record<ResearchField, FormCheck | null> {
  return {
    title_ar: values.title_ar.trim() ? null : 'required',
    title_en: values.title_en.trim() ? null : 'required',
    summary_ar: null,
    summary_en: null,
    published_at: values.published_at === '' || riyadhInputToRfc3339(values.published_at) ? null : 'dateInvalid',
    // The server names the Arabic file when neither is there.
    file_ar: values.file_ar ? pdfFileProblem(values.file_ar) : values.file_en ? null : 'pdfRequired',
    file_en: values.file_en ? pdfFileProblem(values.file_en) : null,
  };
}

/** The same checks, then each file's first bytes: a file renamed to .pdf is refused here. */
export async function researchChecksWithContent(values: ResearchValues): Promise<Record<ResearchField, FormCheck | null>> {
  const checks = researchChecks(values);
  for (const field of ['file_ar', 'file_en'] as const) {
    const file = values[field];
    if (file && !checks[field] && !(await hasPdfSignature(file))) checks[field] = 'pdfSignature';
  }
  return checks;
}

/** The multipart body of POST /api/staff/financial-research. */
export function researchFormData(values: ResearchValues): FormData {
  const form = new FormData();
  form.append('title_ar', values.title_ar.trim());
  form.append('title_en', values.title_en.trim());
  form.append('summary_ar', values.summary_ar.trim());
  form.append('summary_en', values.summary_en.trim());
  const published = values.published_at ? riyadhInputToRfc3339(values.published_at) : null;
  if (published) form.append('published_at', published);
  if (values.file_ar) form.append('file_ar', values.file_ar, values.file_ar.name);
  if (values.file_en) form.append('file_en', values.file_en, values.file_en.name);
  return form;
}
