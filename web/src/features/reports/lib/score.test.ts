import { describe, expect, it } from 'vitest';
import { aFactor } from '../testing/fixtures';
import { barPercent, formatContribution, formatFactorValue, formatScore } from './score';

const points = (value: string) => `${value} / 100`;

describe('report numbers', () => {
  it('shows a score held × 100 with two decimals, in both languages', () => {
    expect(formatScore(8123, 'en')).toBe('81.23');
    expect(formatScore(10000, 'en')).toBe('100.00');
    expect(formatScore(5, 'ar')).toBe('0.05');
  });

  it('turns basis points into a percent and the trend into points', () => {
    expect(formatFactorValue(aFactor({ factor: 'return1y', value: 1250 }), 'en', points)).toBe('12.50%');
    expect(formatFactorValue(aFactor({ factor: 'max_drawdown', value: -2375 }), 'en', points)).toBe('-23.75%');
    expect(formatFactorValue(aFactor({ factor: 'trend', value: 65 }), 'en', points)).toBe('65 / 100');
    expect(formatFactorValue(aFactor({ factor: 'dividend_yield', value: 410 }), 'ar', points)).toContain('4.10');
  });

  it('keeps bars within 0–100', () => {
    expect(barPercent(7550)).toBe(75.5);
    expect(barPercent(-10)).toBe(0);
    expect(barPercent(12000)).toBe(100);
  });

  it('shows a contribution as score points', () => {
    expect(formatContribution(3240, 'en')).toBe('32.40');
  });
});
