import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatInteger } from '../lib/format';
import type { Language } from '../lib/language';
import type { TranslationTree } from './translation-tree';

type TranslationModule = Partial<Record<Language, TranslationTree>>;

/**
 * Every namespace, found by file name so a new feature's `features/<m>/i18n/{ar,en}.ts` is
 * registered without editing this file: `translation` (the shell, src/i18n) and one per feature
 * folder, named after it. Each file is its own chunk, fetched when first used.
 */
const sharedFiles = import.meta.glob<TranslationModule>('./{ar,en}.ts');
const featureFiles = import.meta.glob<TranslationModule>('../features/*/i18n/{ar,en}.ts');

export const SHARED_NAMESPACE = 'translation';

function loaderOf(language: string, namespace: string): (() => Promise<TranslationModule>) | undefined {
  if (namespace === SHARED_NAMESPACE) return sharedFiles[`./${language}.ts`];
  return featureFiles[`../features/${namespace}/i18n/${language}.ts`];
}

/**
 * Loads a namespace on demand: a feature's texts arrive with the feature (react-i18next suspends
 * its screen until then, inside the route's Suspense), so the home route carries only the shell's.
 */
const lazyTranslations: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaderOf(language, namespace);
    if (!load) {
      callback(new Error(`no translations for ${namespace} (${language})`), false);
      return;
    }
    load().then(
      (module) => callback(null, module[language as Language] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Only the page's language is downloaded: the language is fixed for a page load (the toggle
 * reloads), and the parity test guarantees Arabic and English have the same keys, so nothing
 * ever needs the other language as a fallback.
 */
export async function initI18n(language: Language): Promise<void> {
  await i18n
    .use(lazyTranslations)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: ['ar', 'en'],
      ns: [SHARED_NAMESPACE],
      defaultNS: SHARED_NAMESPACE,
      // A feature's t() also finds the shell's keys (screen titles, common words).
      fallbackNS: SHARED_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  // `{{count, integer}}`: a count with the page's digits and grouping, as formatInteger writes it.
  // Counts pick their plural form from `count` (a number: a formatted string would not), so Arabic
  // gets all six of Intl.PluralRules' forms (`_zero`, `_one`, `_two`, `_few`, `_many`, `_other`) and
  // English `_one`/`_other` (i18next's default JSON v4 suffixes; see plural-forms.test.ts).
  i18n.services.formatter?.add('integer', (value: unknown, lng: string | undefined) =>
    formatInteger(typeof value === 'number' ? value : Number(value), lng ?? language),
  );
}

export default i18n;
