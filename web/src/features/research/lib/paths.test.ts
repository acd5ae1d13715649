import { describe, expect, it } from 'vitest';
import { readerLanguageOf, readerPath, researchFileName, researchIdOf } from './paths';

describe('research addresses', () => {
  it('builds the reader’s address and reads it back', () => {
    expect(readerPath(5, 'en')).toBe('/financial-research/5/en');
    expect(researchIdOf('5')).toBe(5);
    for (const bad of [undefined, '', '0', '-1', '1.5', '05', 'abc', '99999999999999999']) expect(researchIdOf(bad), String(bad)).toBeNull();
    expect(readerLanguageOf('ar')).toBe('ar');
    expect(readerLanguageOf('en')).toBe('en');
    for (const bad of [undefined, '', 'fr', 'AR', 'english']) expect(readerLanguageOf(bad), String(bad)).toBeNull();
    expect(researchFileName(5, 'ar')).toBe('eva-research-5-ar.pdf');
  });
});
