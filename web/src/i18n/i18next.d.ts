import 'i18next';
import type { en as accounts } from '../features/accounts/i18n/en';
import type { en as alerts } from '../features/alerts/i18n/en';
import type { en as analysts } from '../features/analysts/i18n/en';
import type { en as chat } from '../features/chat/i18n/en';
import type { en as content } from '../features/content/i18n/en';
import type { en as kyc } from '../features/kyc/i18n/en';
import type { en as market } from '../features/market/i18n/en';
import type { en as notifications } from '../features/notifications/i18n/en';
import type { en as opinions } from '../features/opinions/i18n/en';
import type { en as ratings } from '../features/ratings/i18n/en';
import type { en as reports } from '../features/reports/i18n/en';
import type { en as research } from '../features/research/i18n/en';
import type { en as stock_analysis } from '../features/stock_analysis/i18n/en';
import type { en as subscriptions } from '../features/subscriptions/i18n/en';
import type { en } from './en';

// Typed keys: t('missing.key') fails the TypeScript build. A feature's namespace is listed here
// once (the parity test fails for a features/<m>/i18n folder that is missing from this list).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    fallbackNS: 'translation';
    resources: {
      translation: typeof en;
      accounts: typeof accounts;
      alerts: typeof alerts;
      analysts: typeof analysts;
      chat: typeof chat;
      content: typeof content;
      kyc: typeof kyc;
      market: typeof market;
      notifications: typeof notifications;
      opinions: typeof opinions;
      ratings: typeof ratings;
      reports: typeof reports;
      research: typeof research;
      stock_analysis: typeof stock_analysis;
      subscriptions: typeof subscriptions;
    };
  }
}
