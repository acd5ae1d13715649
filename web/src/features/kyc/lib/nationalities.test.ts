import { describe, expect, it } from 'vitest';
import { nationalityName, nationalityOptions } from './nationalities';

describe('nationalities', () => {
  it('are named by the browser in the page’s language, sorted by that name, without Saudi Arabia', () => {
    const codes = ['SA', 'GB', 'eg', 'AE', 'US'];
    expect(nationalityOptions(codes, 'en')).toEqual([
      { code: 'EG', name: 'Egypt' },
      { code: 'AE', name: 'United Arab Emirates' },
      { code: 'GB', name: 'United Kingdom' },
      { code: 'US', name: 'United States' },
    ]);
    const arabic = nationalityOptions(codes, 'ar');
    expect(arabic.map((option) => option.code)).not.toContain('SA');
    expect(arabic.find((option) => option.code === 'EG')?.name).toBe('مصر');
    const names = arabic.map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ar').compare));
  });

  it('shows the code when the browser has no name for it', () => {
    expect(nationalityName('GB', 'en')).toBe('United Kingdom');
    expect(nationalityName('not a code', 'en')).toBe('not a code');
  });
});
