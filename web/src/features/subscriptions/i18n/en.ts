import type { TranslationTree } from '../../../i18n/translation-tree';

/** English texts of the subscriptions screens (i18next namespace `subscriptions`). Every key must also be in ar.ts. */
export const en = {
  success: {
    payment: {
      title: 'Payment completed',
      description: 'Thank you. Your subscription is now active.',
    },
    analysis: {
      title: 'Request received',
      description: 'Your stock analysis will be delivered within 72 hours. You will find it in My Documents.',
      myDocuments: 'My documents',
    },
  },
  noPayment: {
    title: 'This feature is not available in your free subscription',
    description: 'Upgrade your subscription to use it.',
    upgrade: 'View plans',
  },
} satisfies TranslationTree;
