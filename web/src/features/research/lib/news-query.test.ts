import { describe, expect, it } from 'vitest';
import { isFiltered, newsApiQuery, newsQueryOf, withNewsChange } from './news-query';

const params = (text: string) => new URLSearchParams(text);

describe('the news view in the address', () => {
  it('reads page, search and day, with page 1 and no filter by default', () => {
    expect(newsQueryOf(params(''))).toEqual({ page: 1, search: '', date: '', language: '' });
    expect(newsQueryOf(params('page=3&search=%20الراجحي%20&date=2026-11-26&language=ar'))).toEqual({
      page: 3,
      search: 'الراجحي',
      date: '2026-11-26',
      language: 'ar',
    });
    expect(newsQueryOf(params('language=fr')).language, 'a language the news is not written in reads as every language').toBe('');
    expect(newsQueryOf(params('page=-2')).page).toBe(1);
    expect(newsQueryOf(params('page=abc')).page).toBe(1);
    expect(newsQueryOf(params(`search=${'a'.repeat(300)}`)).search).toHaveLength(100);
  });

  it('starts again at page 1 on a new search or day, and leaves out what is empty', () => {
    const start = params('page=4&search=bank&date=2026-11-20');
    expect(withNewsChange(start, { search: 'aramco' }).toString()).toBe('search=aramco&date=2026-11-20');
    expect(withNewsChange(start, { date: '' }).toString()).toBe('search=bank');
    expect(withNewsChange(start, { search: '  ' }).toString()).toBe('date=2026-11-20');
    expect(withNewsChange(start, { page: 1 }).toString()).toBe('search=bank&date=2026-11-20');
    expect(withNewsChange(params('search=bank'), { page: 2 }).toString()).toBe('search=bank&page=2');
    // The original is left as it was.
    expect(start.get('page')).toBe('4');
  });

  it('asks the API for the page, the words, the day and a stock', () => {
    expect(newsApiQuery({ page: 1, search: '', date: '' })).toEqual({ page: 1, per_page: 20 });
    expect(newsApiQuery({ page: 2, search: 'bank', date: '2026-11-26' }, 7)).toEqual({
      page: 2,
      per_page: 20,
      search: 'bank',
      date: '2026-11-26',
      stock_id: 7,
    });
    expect(newsApiQuery({ page: 1, search: '', date: '', language: 'en' })).toEqual({ page: 1, per_page: 20, language: 'en' });
    expect(isFiltered({ page: 3, search: '', date: '' })).toBe(false);
    expect(isFiltered({ page: 1, search: '', date: '2026-11-26' })).toBe(true);
  });
});
