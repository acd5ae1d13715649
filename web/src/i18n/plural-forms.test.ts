import { beforeAll, describe, expect, it } from 'vitest';
import i18n from './index';
import { PLURAL_FORMS, REQUIRED_FORMS, placeholderNames, pluralFamilyOf, type PluralForm } from './plural-forms';
import type { TranslationTree } from './translation-tree';

type Language = 'ar' | 'en';
type TranslationModule = Partial<Record<Language, TranslationTree>>;

/** Every translation file, as src/i18n/index.ts finds them (a new feature's files are checked too). */
const files = {
  ...import.meta.glob<TranslationModule>('./{ar,en}.ts', { eager: true }),
  ...import.meta.glob<TranslationModule>('../features/*/i18n/{ar,en}.ts', { eager: true }),
};

function namespaceOf(path: string): string {
  return path.startsWith('./') ? 'translation' : path.split('/')[2]!;
}

function leavesOf(tree: TranslationTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leavesOf(value, `${prefix}${key}.`),
  );
}

/** Each text of each language, named `namespace:key`. */
const texts: { language: Language; key: string; text: string }[] = Object.entries(files).flatMap(([path, module]) => {
  const language: Language = path.endsWith('/ar.ts') ? 'ar' : 'en';
  return leavesOf(module[language] ?? {}).map(([key, text]) => ({ language, key: `${namespaceOf(path)}:${key}`, text }));
});

/** The plural families of a language, by base key, with the forms written. */
function familiesOf(language: Language): Map<string, Map<PluralForm, string>> {
  const families = new Map<string, Map<PluralForm, string>>();
  for (const { key, text } of texts.filter((t) => t.language === language)) {
    const family = pluralFamilyOf(key);
    if (!family) continue;
    const forms = families.get(family.base) ?? new Map<PluralForm, string>();
    forms.set(family.form, text);
    families.set(family.base, forms);
  }
  return families;
}

const countsIn = (text: string) => placeholderNames(text).includes('count');

describe('messages with a count', () => {
  it('are only written as plural families: no plain key interpolates {{count}}', () => {
    const plain = texts.filter(({ key, text }) => pluralFamilyOf(key) === null && countsIn(text)).map(({ language, key }) => `${language} ${key}`);
    expect(plain, 'write these as key_one, key_other (and in Arabic key_zero, key_two, key_few, key_many)').toEqual([]);
  });

  it.each(['ar', 'en'] as const)('have every plural form of %s', (language) => {
    const families = [...familiesOf(language)];
    expect(families.length).toBeGreaterThan(20);
    const required = REQUIRED_FORMS[language];
    const missing = families.flatMap(([base, forms]) => required.filter((form) => !forms.has(form)).map((form) => `${base}_${form}`));
    expect(missing).toEqual([]);
    // English never uses two, few or many (Intl.PluralRules has no such category for it).
    const unused = families.flatMap(([base, forms]) =>
      [...forms.keys()].filter((form) => form !== 'zero' && !required.includes(form)).map((form) => `${base}_${form}`),
    );
    expect(unused).toEqual([]);
  });

  it.each(['ar', 'en'] as const)('show the number in %s wherever it is not spelled out (few, many, other)', (language) => {
    const silent = [...familiesOf(language)].flatMap(([base, forms]) =>
      (['few', 'many', 'other'] as const).filter((form) => forms.has(form) && !countsIn(forms.get(form)!)).map((form) => `${base}_${form}`),
    );
    expect(silent).toEqual([]);
  });

  it('are the forms Intl.PluralRules picks from, with i18next’s JSON v4 suffixes', () => {
    expect(new Intl.PluralRules('ar').resolvedOptions().pluralCategories.sort()).toEqual([...PLURAL_FORMS].sort());
    expect(new Intl.PluralRules('en').resolvedOptions().pluralCategories.sort()).toEqual([...REQUIRED_FORMS.en].sort());
    // An older compatibilityJSON would look for `key_0` … `key_5` (v3) or `key`/`key_plural`.
    expect(i18n.options.compatibilityJSON ?? 'v4').toBe('v4');
  });
});

describe('Arabic agrees with its numbers', () => {
  beforeAll(async () => {
    await i18n.reloadResources(['ar', 'en'], ['translation', 'analysts', 'opinions', 'research', 'market', 'subscriptions', 'content']);
  });

  it('counts stocks: «سهم واحد», «سهمان», «9 أسهم», «11 سهماً», «100 سهم»', () => {
    const t = i18n.getFixedT('ar', 'analysts');
    const stocks = [0, 1, 2, 3, 9, 10, 11, 99, 100, 102, 103, 111].map((count) => t('myLists.stocks', { count }));
    expect(stocks).toEqual([
      'بلا أسهم',
      'سهم واحد',
      'سهمان',
      '3 أسهم',
      '9 أسهم',
      '10 أسهم',
      '11 سهماً',
      '99 سهماً',
      '100 سهم',
      '102 سهم',
      '103 أسهم',
      '111 سهماً',
    ]);
    expect(i18n.getFixedT('en', 'analysts')('myLists.stocks', { count: 1 })).toBe('1 stock');
    expect(i18n.getFixedT('en', 'analysts')('myLists.stocks', { count: 9 })).toBe('9 stocks');
  });

  it('counts days: «يوم واحد», «يومان», «3 أيام», «14 يوماً», «100 يوم»', () => {
    const t = i18n.getFixedT('ar', 'opinions');
    expect([1, 2, 3, 14, 100].map((count) => t('stats.days', { count }))).toEqual(['يوم واحد', 'يومان', '3 أيام', '14 يوماً', '100 يوم']);
    const left = i18n.getFixedT('ar', 'subscriptions');
    expect([0, 1, 2, 3, 11, 100].map((count) => left('mine.daysLeft', { count }))).toEqual([
      'لم يبقَ أي يوم',
      'بقي يوم واحد',
      'بقي يومان',
      'بقي 3 أيام',
      'بقي 11 يوماً',
      'بقي 100 يوم',
    ]);
  });

  it('keeps the other values of a sentence, and formats a large count with its grouping', () => {
    const seats = i18n.getFixedT('ar', 'content');
    expect(seats('workshops.seatsLeft', { count: 2, seats: '30' })).toBe('بقي مقعدان من 30');
    expect(seats('workshops.seatsLeft', { count: 12, seats: '30' })).toBe('بقي 12 مقعداً من 30');
    const news = i18n.getFixedT('ar', 'research');
    expect(news('news.count', { count: 1234 })).toBe('1,234 خبراً');
    expect(news('news.count', { count: 1 })).toBe('خبر واحد');
    expect(i18n.getFixedT('en', 'research')('news.count', { count: 1234 })).toBe('Articles: 1,234');
    const breadth = i18n.getFixedT('ar', 'market');
    expect(breadth('breadth.ofTotal', { stocks: '135', count: 270 })).toBe('135 من 270 سهماً');
    expect(breadth('breadth.ofTotal', { stocks: '3', count: 200 })).toBe('3 من 200 سهم');
  });

  it('words the shell’s retry notice by the seconds left', () => {
    const t = i18n.getFixedT('ar');
    expect([1, 2, 5, 30].map((count) => t('errors.retryAfter', { count }))).toEqual([
      'يرجى المحاولة بعد ثانية واحدة.',
      'يرجى المحاولة بعد ثانيتين.',
      'يرجى المحاولة بعد 5 ثوانٍ.',
      'يرجى المحاولة بعد 30 ثانية.',
    ]);
    expect(i18n.getFixedT('en')('errors.retryAfter', { count: 1 })).toBe('Please try again in 1 second.');
  });
});
