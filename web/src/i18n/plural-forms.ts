/**
 * Plural families in the translation files. A message with a count is written once per plural
 * form, under i18next's suffixes (JSON v4, chosen by Intl.PluralRules from the number passed as
 * `count`): `stocks_zero`, `stocks_one`, … and `t('stocks', { count })` picks the form. Arabic
 * needs all six of its forms (0 «لا أسهم», 1 «سهم واحد», 2 «سهمان», 3–10 «9 أسهم», 11–99
 * «11 سهماً», 100–102 «100 سهم»), English `_one` and `_other`.
 */
export const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralForm = (typeof PLURAL_FORMS)[number];

/** The forms each language writes: Intl.PluralRules' categories for it. */
export const REQUIRED_FORMS: Record<'ar' | 'en', readonly PluralForm[]> = {
  ar: PLURAL_FORMS,
  en: ['one', 'other'],
};

const SUFFIX = new RegExp(`^(.+)_(${PLURAL_FORMS.join('|')})$`);

/** The family a dotted key belongs to (`plans.stocks_few` → `plans.stocks`, `few`), or null. */
export function pluralFamilyOf(key: string): { base: string; form: PluralForm } | null {
  const match = SUFFIX.exec(key);
  return match ? { base: match[1]!, form: match[2] as PluralForm } : null;
}

/** The placeholders a text interpolates, `{{name}}` or `{{name, format}}`, in order. */
export function placeholderNames(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1]!);
}
