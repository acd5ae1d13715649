/** The shape every translation file shares: nested objects of strings. */
export type TranslationTree = { [key: string]: string | TranslationTree };

/** The plural forms Arabic writes (Intl.PluralRules' categories; see plural-forms.ts). */
type ArabicPluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * The Arabic of an English tree: the same keys, except that each plural family, in English
 * `x_one` and `x_other`, is written in Arabic's six forms `x_zero` … `x_other`.
 */
export type ArabicOf<T> = {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_${ArabicPluralForm}` : K extends `${string}_one` ? never : K]: T[K] extends string
    ? string
    : ArabicOf<T[K]>;
};
