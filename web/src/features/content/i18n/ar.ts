import type { TranslationTree } from '../../../i18n/translation-tree';

/** النصوص العربية لشاشات المحتوى (نطاق i18next `content`). يجب أن يوجد كل مفتاح هنا في en.ts أيضاً. */
export const ar = {
  faq: {
    empty: 'لا توجد أسئلة بعد',
  },
} satisfies TranslationTree;
