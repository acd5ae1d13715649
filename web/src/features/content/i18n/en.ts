import type { TranslationTree } from '../../../i18n/translation-tree';

/** English texts of the content screens (i18next namespace `content`). Every key must also be in ar.ts. */
export const en = {
  faq: {
    empty: 'No questions yet',
  },
} satisfies TranslationTree;
