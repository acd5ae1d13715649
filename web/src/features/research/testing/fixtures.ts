/** API answers for the news and research screens' tests, shaped as the server sends them. */
import type { NewsView, ResearchView } from '../types';

export function anArticle(overrides: Partial<NewsView> = {}): NewsView {
  return {
    id: 1,
    language: 'en',
    title: 'Al Rajhi Bank reports higher quarterly profit',
    summary: 'Net income rose 12% on stronger financing income.',
    body: 'Net income rose 12% on stronger financing income.\n\nThe bank said deposits grew as well, and it expects the trend to continue.',
    link: null,
    source: '',
    published_at: '2026-11-26T09:00:00Z',
    stocks: [{ id: 7, symbol: '1120', name: 'Al Rajhi Bank' }],
    ...overrides,
  };
}

/** An article imported from a feed, in Arabic, with the original's address. */
export function anImportedArticle(overrides: Partial<NewsView> = {}): NewsView {
  return anArticle({
    id: 2,
    language: 'ar',
    title: 'أرامكو توقع اتفاقية جديدة',
    summary: 'وقعت أرامكو السعودية اتفاقية لتوريد الغاز.',
    body: 'وقعت أرامكو السعودية اتفاقية لتوريد الغاز.\n\nوتمتد الاتفاقية عشر سنوات.',
    link: 'https://news.example.com/aramco',
    source: 'Argaam',
    published_at: '2026-11-25T21:30:00Z',
    stocks: [{ id: 3, symbol: '2222', name: 'Saudi Aramco' }],
    ...overrides,
  });
}

export function aPageOf<T>(rows: T[], page = 1, perPage = 20, total = rows.length) {
  return { data: rows, meta: { page, per_page: perPage, total } };
}

export function aResearch(overrides: Partial<ResearchView> = {}): ResearchView {
  return {
    id: 5,
    title: 'Saudi banks: 2027 outlook',
    summary: 'Margins hold up as rates ease; we prefer the large lenders.',
    title_ar: 'البنوك السعودية: نظرة على 2027',
    title_en: 'Saudi banks: 2027 outlook',
    summary_ar: 'الهوامش صامدة مع تراجع الفائدة؛ نفضل البنوك الكبيرة.',
    summary_en: 'Margins hold up as rates ease; we prefer the large lenders.',
    languages: ['ar', 'en'],
    pages_ar: 12,
    pages_en: 10,
    published_at: '2026-11-24T07:00:00Z',
    ...overrides,
  };
}

/** A document in Arabic only. */
export function anArabicResearch(overrides: Partial<ResearchView> = {}): ResearchView {
  return aResearch({
    id: 6,
    title: 'Petrochemicals: the cycle turns',
    summary: '',
    title_ar: 'البتروكيماويات: الدورة تنقلب',
    title_en: 'Petrochemicals: the cycle turns',
    summary_ar: '',
    summary_en: '',
    languages: ['ar'],
    pages_ar: 3,
    pages_en: null,
    ...overrides,
  });
}
