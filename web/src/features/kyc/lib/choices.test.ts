import { describe, expect, it } from 'vitest';
import { choiceName, nameOfCode } from './choices';

const banks = [
  { code: 'rajhi', name_ar: 'مصرف الراجحي', name_en: 'Al Rajhi Bank' },
  { code: 'snb', name_ar: 'البنك الأهلي السعودي', name_en: 'Saudi National Bank' },
];

describe('choices', () => {
  it('are named in the page’s language', () => {
    expect(choiceName(banks[0]!, 'ar')).toBe('مصرف الراجحي');
    expect(choiceName(banks[0]!, 'en')).toBe('Al Rajhi Bank');
    expect(nameOfCode(banks, 'snb', 'en')).toBe('Saudi National Bank');
    expect(nameOfCode(banks, 'gone', 'en')).toBe('gone');
  });
});
