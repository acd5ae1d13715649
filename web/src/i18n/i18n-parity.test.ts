import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { en, type TranslationTree } from './en';

/** Every leaf key as a dotted path. */
function keysOf(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function placeholdersOf(tree: TranslationTree): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: TranslationTree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') {
        found.set(`${prefix}${key}`, [...value.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort().join(','));
      } else walk(value, `${prefix}${key}.`);
    }
  };
  walk(tree, '');
  return found;
}

describe('translations', () => {
  it('have the same keys in Arabic and English', () => {
    const arabic = new Set(keysOf(ar));
    const english = new Set(keysOf(en));
    expect([...english].filter((key) => !arabic.has(key)), 'keys missing in ar.ts').toEqual([]);
    expect([...arabic].filter((key) => !english.has(key)), 'keys missing in en.ts').toEqual([]);
  });

  it('have no empty texts', () => {
    const empty = [...keysOf(ar).map((k) => ['ar', k]), ...keysOf(en).map((k) => ['en', k])].filter(([lang, key]) => {
      const value = (key as string).split('.').reduce<unknown>((node, part) => (node as TranslationTree)[part], lang === 'ar' ? ar : en);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('use the same placeholders and markup tags in both languages', () => {
    const arabic = placeholdersOf(ar);
    const mismatched = [...placeholdersOf(en)].filter(([key, names]) => arabic.get(key) !== names).map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('keep the product wording of spec §5', () => {
    expect(en.validation.passwordsDoNotMatch).toBe('New passwords do not match');
    expect(en.validation.termsRequired).toBe('You must agree to the terms and conditions');
    expect(en.errors.serverError).toBe('An error occurred. Please try again later');
  });
});
