import { isResearchLanguage, type ResearchLanguage, type ResearchView } from '../types';

/** The languages a document's PDF can be read in, Arabic first. */
export function languagesOf(research: ResearchView): ResearchLanguage[] {
  return (['ar', 'en'] as const).filter((language) => research.languages.filter(isResearchLanguage).includes(language));
}

/** The number of pages of its PDF in a language, or null when there is none. */
export function pagesOf(research: ResearchView, language: ResearchLanguage): number | null {
  return (language === 'ar' ? research.pages_ar : research.pages_en) ?? null;
}

/**
 * The language `title` and `summary` are written in: the page's, unless the document has no
 * title in it (the server then gives the other one), so the text gets its own direction.
 */
export function textLanguageOf(research: ResearchView, pageLanguage: ResearchLanguage): ResearchLanguage {
  const own = pageLanguage === 'ar' ? research.title_ar : research.title_en;
  return own.trim() ? pageLanguage : pageLanguage === 'ar' ? 'en' : 'ar';
}
