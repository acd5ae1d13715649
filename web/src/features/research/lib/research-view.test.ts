import { describe, expect, it } from 'vitest';
import { anArabicResearch, aResearch } from '../testing/fixtures';
import { languagesOf, pagesOf, textLanguageOf } from './research-view';

describe('a research document', () => {
  it('is read in the languages its PDF exists in, Arabic first, with their page counts', () => {
    expect(languagesOf(aResearch({ languages: ['en', 'ar'] }))).toEqual(['ar', 'en']);
    expect(languagesOf(anArabicResearch())).toEqual(['ar']);
    expect(languagesOf(aResearch({ languages: ['en', 'fr'] }))).toEqual(['en']);
    expect(pagesOf(aResearch(), 'en')).toBe(10);
    expect(pagesOf(anArabicResearch(), 'en')).toBeNull();
  });

  it('shows its title in the language it is written in', () => {
    expect(textLanguageOf(aResearch(), 'ar')).toBe('ar');
    expect(textLanguageOf(aResearch({ title_ar: ' ' }), 'ar')).toBe('en');
    expect(textLanguageOf(aResearch({ title_en: '' }), 'en')).toBe('ar');
  });
});
