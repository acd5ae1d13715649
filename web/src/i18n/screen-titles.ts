import type { en } from './en';

/** i18n key of a screen's title, one per route name. */
export type ScreenTitleKey = `screens.${keyof typeof en.screens}`;
