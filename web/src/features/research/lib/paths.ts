import { isResearchLanguage, type ResearchLanguage } from '../types';

/** The research screens' addresses (spec §2), for links inside the feature. */
export const newsPath = '/news';
export const researchPath = '/financial-research';

/** The reader of one research document in one language (`/financial-research/{id}/{language}`). */
export function readerPath(id: number, language: ResearchLanguage): string {
  return `${researchPath}/${id}/${language}`;
}

/** The id in `/financial-research/:id/:language`, or null when it cannot be one. */
export function researchIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

/** The language in the reader's address, or null when it is neither Arabic nor English. */
export function readerLanguageOf(param: string | undefined): ResearchLanguage | null {
  return isResearchLanguage(param) ? param : null;
}

/** The file name a downloaded research PDF gets (the server's own name for it). */
export function researchFileName(id: number, language: ResearchLanguage): string {
  return `eva-research-${id}-${language}.pdf`;
}
