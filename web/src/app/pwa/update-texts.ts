import type { Language } from '../../lib/language';

/**
 * The update prompt's words. The prompt is rendered outside the app's i18next tree (in its own
 * small root, only when a new build is waiting), so it carries its own two languages;
 * `update-texts.test.ts` checks both are complete.
 */
export const updateTexts = {
  ar: {
    message: 'يتوفر إصدار جديد من إيفا.',
    update: 'تحديث الآن',
    updating: 'جارٍ التحديث…',
    later: 'لاحقاً',
  },
  en: {
    message: 'A new version of Eva is available.',
    update: 'Update now',
    updating: 'Updating…',
    later: 'Later',
  },
} satisfies Record<Language, Record<'message' | 'update' | 'updating' | 'later', string>>;
