import type { TranslationTree } from '../../../i18n/translation-tree';

/** النصوص العربية لشاشات الاشتراكات (نطاق i18next `subscriptions`). يجب أن يوجد كل مفتاح هنا في en.ts أيضاً. */
export const ar = {
  success: {
    payment: {
      title: 'تمت عملية الدفع',
      description: 'شكراً لك. أصبح اشتراكك فعّالاً.',
    },
    analysis: {
      title: 'تم استلام طلبك',
      description: 'سيصلك تحليل السهم خلال 72 ساعة، وستجده في مستنداتي.',
      myDocuments: 'مستنداتي',
    },
  },
  noPayment: {
    title: 'هذه الميزة غير متاحة في اشتراكك المجاني',
    description: 'قم بترقية اشتراكك لاستخدامها.',
    upgrade: 'عرض الباقات',
  },
} satisfies TranslationTree;
