import 'i18next';
import type { en } from './en';

// Typed keys: t('missing.key') fails the TypeScript build.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
