import { describe, expect, it } from 'vitest';
import typings from './i18next.d.ts?raw';
import { placeholderNames, pluralFamilyOf } from './plural-forms';
import type { TranslationTree } from './translation-tree';

type TranslationModule = { ar?: TranslationTree; en?: TranslationTree };

/**
 * Every translation file, found the way src/i18n/index.ts finds them: a new feature's
 * `features/<m>/i18n/{ar,en}.ts` is checked without editing this test.
 */
const files = {
  ...import.meta.glob<TranslationModule>('./{ar,en}.ts', { eager: true }),
  ...import.meta.glob<TranslationModule>('../features/*/i18n/*.ts', { eager: true }),
};

function namespaceOf(path: string): string {
  return path.startsWith('./') ? 'translation' : path.split('/')[2]!;
}

/** ar and en of each namespace (undefined when a file or its export is missing). */
const namespaces = new Map<string, { ar?: TranslationTree; en?: TranslationTree; files: string[] }>();
for (const [path, module] of Object.entries(files)) {
  const namespace = namespaceOf(path);
  const entry = namespaces.get(namespace) ?? { files: [] };
  entry.files.push(path.split('/').pop()!);
  if (path.endsWith('/ar.ts')) entry.ar = module.ar;
  if (path.endsWith('/en.ts')) entry.en = module.en;
  namespaces.set(namespace, entry);
}

/**
 * Every leaf key as a dotted path, a plural family once by its base key (`stocks_one`, `stocks_few`
 * … → `stocks_{count}`): Arabic writes six forms and English two, so the two languages are compared
 * family to family, and plural-forms.test.ts checks each family's forms.
 */
function keysOf(tree: TranslationTree): string[] {
  return [...new Set(leavesOf(tree).map(([key]) => familyKey(key)))];
}

function familyKey(key: string): string {
  const family = pluralFamilyOf(key);
  return family ? `${family.base}_{count}` : key;
}

function leavesOf(tree: TranslationTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leavesOf(value, `${prefix}${key}.`),
  );
}

/**
 * The placeholders and markup tags of each key (of each family: its forms' own, without `count`,
 * which a form may spell out in words, «سهمان»; forms that differ show as `a | b`).
 */
function placeholdersOf(tree: TranslationTree): Map<string, string> {
  const names = new Map<string, Set<string>>();
  for (const [key, value] of leavesOf(tree)) {
    const plural = pluralFamilyOf(key) !== null;
    const tags = [...value.matchAll(/<(\w+)>/g)].map((m) => `<${m[1]}>`);
    const own = [...placeholderNames(value).filter((name) => !plural || name !== 'count'), ...tags].sort().join(',');
    const forms = names.get(familyKey(key)) ?? new Set<string>();
    forms.add(own);
    names.set(familyKey(key), forms);
  }
  return new Map([...names].map(([key, forms]) => [key, [...forms].sort().join(' | ')]));
}

describe('translations', () => {
  it('are found for the shell and the features', () => {
    expect([...namespaces.keys()]).toEqual(expect.arrayContaining(['translation', 'market', 'accounts']));
  });

  describe.each([...namespaces.entries()])('namespace %s', (namespace, { ar, en, files: names }) => {
    it('has exactly ar.ts and en.ts, each exporting its language', () => {
      expect(names.sort()).toEqual(['ar.ts', 'en.ts']);
      expect(ar, 'ar.ts exports `ar`').toBeDefined();
      expect(en, 'en.ts exports `en`').toBeDefined();
    });

    it('has the same keys in Arabic and English', () => {
      const arabic = new Set(keysOf(ar ?? {}));
      const english = new Set(keysOf(en ?? {}));
      expect(
        [...english].filter((key) => !arabic.has(key)),
        'keys missing in ar.ts',
      ).toEqual([]);
      expect(
        [...arabic].filter((key) => !english.has(key)),
        'keys missing in en.ts',
      ).toEqual([]);
    });

    it('has no empty texts', () => {
      const empty = [...leavesOf(ar ?? {}).map(([k, v]) => ['ar', k, v]), ...leavesOf(en ?? {}).map(([k, v]) => ['en', k, v])].filter(
        ([, , value]) => value!.trim() === '',
      );
      expect(empty).toEqual([]);
    });

    it('uses the same placeholders and markup tags in both languages', () => {
      const arabic = placeholdersOf(ar ?? {});
      const mismatched = [...placeholdersOf(en ?? {})].filter(([key, names]) => arabic.get(key) !== names).map(([key]) => key);
      expect(mismatched).toEqual([]);
    });

    it('is typed in i18next.d.ts, so its keys are checked by the build', () => {
      expect(typings).toMatch(new RegExp(`\\b${namespace}: typeof \\w+;`));
    });
  });

  it('keep the product wording of spec §5', () => {
    const shell = namespaces.get('translation')!.en as { validation: TranslationTree; errors: TranslationTree };
    expect(shell.validation.passwordsDoNotMatch).toBe('New passwords do not match');
    expect(shell.validation.termsRequired).toBe('You must agree to the terms and conditions');
    expect(shell.errors.serverError).toBe('An error occurred. Please try again later');
  });
});
