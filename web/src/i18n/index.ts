import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../lib/language';

/**
 * Only the page's language is downloaded: the language is fixed for a page load (the toggle
 * reloads), and the parity test guarantees Arabic and English have the same keys, so nothing
 * ever needs the other bundle as a fallback.
 */
async function loadTranslations(language: Language) {
  return language === 'ar' ? (await import('./ar')).ar : (await import('./en')).en;
}

export async function initI18n(language: Language): Promise<void> {
  const translation = await loadTranslations(language);
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation } },
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['ar', 'en'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export default i18n;
