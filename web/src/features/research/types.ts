/**
 * Shapes of the research API (news and financial research), derived from the server's OpenAPI
 * document (`src/generated/api-types.ts`, regenerated with `npm run gen:api`): a server change
 * breaks the type check here rather than the screens at run time.
 */
import type { components } from '../../generated/api-types';
import type { PageMeta } from '../../lib/api-client';

type Schemas = components['schemas'];

/** The two languages an article or a research PDF is written in. */
export const researchLanguages = ['ar', 'en'] as const;
export type ResearchLanguage = (typeof researchLanguages)[number];

export function isResearchLanguage(value: unknown): value is ResearchLanguage {
  return value === 'ar' || value === 'en';
}

/** One article; `language` is the one it is written in (its text is shown in that direction). */
export type NewsView = Schemas['NewsView'];

/** A stock an article names, in the request's language. */
export type NewsStock = Schemas['NewsStock'];

/** POST /api/staff/news and PUT /api/staff/news/{id}: an article as staff write it. */
export type NewsForm = Schemas['NewsForm'];

/** A research document: titles and summaries in both languages, its PDFs' languages and pages. */
export type ResearchView = Schemas['ResearchView'];

/** GET /api/news, /api/financial-research(-weekly): one page and where it sits. */
export interface Paged<T> {
  rows: T[];
  meta: PageMeta;
}
