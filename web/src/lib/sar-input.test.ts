import { describe, expect, it } from 'vitest';
import { halalasToSarInput, parseSar, parseWholeNumber } from './sar-input';

const halalas = (text: string) => {
  const result = parseSar(text);
  return result.ok ? result.halalas : result.error;
};

describe('parseSar', () => {
  it('reads riyals with up to two decimals as whole halalas', () => {
    expect(halalas('49.9')).toBe(4990);
    expect(halalas('49.90')).toBe(4990);
    expect(halalas('1,150.50')).toBe(115050);
    expect(halalas('1150.5')).toBe(115050);
    expect(halalas('12')).toBe(1200);
    expect(halalas('12.')).toBe(1200);
    expect(halalas('.5')).toBe(50);
    expect(halalas(' 0.01 ')).toBe(1);
    expect(halalas('1,000,000')).toBe(100_000_000);
  });

  it('is exact where multiplying a float is not', () => {
    // 0.29 * 100 === 28.999999999999996, 1.15 * 100 === 114.99999999999999, 4.35 * 100 === 434.99999999999994
    expect(halalas('0.29')).toBe(29);
    expect(halalas('1.15')).toBe(115);
    expect(halalas('4.35')).toBe(435);
    expect(halalas('9007199254.99')).toBe(900719925499);
  });

  it('reads Arabic digits and the Arabic decimal mark', () => {
    expect(halalas('٤٩٫٩')).toBe(4990);
    expect(halalas('١٬١٥٠٫٥٠')).toBe(115050);
  });

  it('refuses what is not an amount in riyals and halalas', () => {
    expect(halalas('')).toBe('empty');
    expect(halalas('   ')).toBe('empty');
    expect(halalas('12.345')).toBe('precision');
    expect(halalas('0.001')).toBe('precision');
    expect(halalas('-5')).toBe('invalid');
    expect(halalas('+5')).toBe('invalid');
    expect(halalas('1e3')).toBe('invalid');
    expect(halalas('12,5')).toBe('invalid');
    expect(halalas('1,15.00')).toBe('invalid');
    expect(halalas('.')).toBe('invalid');
    expect(halalas('SAR 5')).toBe('invalid');
    expect(halalas('1 000')).toBe('invalid');
    expect(halalas('1234567890123')).toBe('tooLarge');
  });
});

describe('halalasToSarInput', () => {
  it('writes halalas back as an editable amount that reads back the same', () => {
    expect(halalasToSarInput(4990)).toBe('49.90');
    expect(halalasToSarInput(115050)).toBe('1150.50');
    expect(halalasToSarInput(5)).toBe('0.05');
    for (const value of [1, 29, 100, 11_500, 138_000, 99_999_999]) {
      expect(parseSar(halalasToSarInput(value))).toEqual({ ok: true, halalas: value });
    }
  });
});

describe('parseWholeNumber', () => {
  it('reads whole numbers only', () => {
    expect(parseWholeNumber('15')).toBe(15);
    expect(parseWholeNumber('١٥')).toBe(15);
    expect(parseWholeNumber('0')).toBe(0);
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber('1.5')).toBeNull();
    expect(parseWholeNumber('-1')).toBeNull();
  });
});
