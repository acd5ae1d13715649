import { describe, expect, it } from 'vitest';
import { conditions } from '../types';
import { conditionGroups, cooldownParts, defaultLevel, isCloseCondition, isPriceCondition, levelKind } from './levels';

describe('the level a new alert offers', () => {
  it('is 5% above the price for "rises to", rounded up to the cent', () => {
    expect(defaultLevel('price_above', 32)).toBe('33.60');
    expect(defaultLevel('price_above', 28.1)).toBe('29.51');
    // 0.29 × 100 is 28.999… in floating point: worked in whole cents, it stays 0.29.
    expect(defaultLevel('price_above', 0.29)).toBe('0.31');
    expect(defaultLevel('price_above', 1234.56)).toBe('1296.29');
  });

  it('is 5% below the price for "falls to", rounded down to the cent', () => {
    expect(defaultLevel('price_below', 32)).toBe('30.40');
    expect(defaultLevel('price_below', 28.1)).toBe('26.69');
    expect(defaultLevel('price_below', 0.29)).toBe('0.27');
  });

  it('stays on the right side of a price with more than two decimals', () => {
    const above = Number(defaultLevel('price_above', 10.1234));
    const below = Number(defaultLevel('price_below', 10.1234));
    expect(above).toBeGreaterThan(10.1234);
    expect(below).toBeLessThan(10.1234);
    // Never more than 50% away (the server's reach).
    expect(above).toBeLessThanOrEqual(10.1234 * 1.5);
    expect(below).toBeGreaterThanOrEqual(10.1234 * 0.5);
    // A cent's price still has a level above it.
    expect(Number(defaultLevel('price_above', 0.01))).toBeGreaterThan(0.01);
  });

  it('is 3% for a day’s move, whatever the price', () => {
    expect(defaultLevel('change_up', 32)).toBe('3');
    expect(defaultLevel('change_down', null)).toBe('3');
  });

  it('is left empty for a price condition without a price', () => {
    expect(defaultLevel('price_above', null)).toBe('');
    expect(defaultLevel('price_below', undefined)).toBe('');
    expect(defaultLevel('price_above', 0)).toBe('');
    expect(defaultLevel('price_below', Number.NaN)).toBe('');
  });

  it('tells a price level from a percent', () => {
    expect(isPriceCondition('price_above')).toBe(true);
    expect(isPriceCondition('price_below')).toBe(true);
    expect(isPriceCondition('change_up')).toBe(false);
    expect(isPriceCondition('change_down')).toBe(false);
  });
});

describe('the other conditions', () => {
  it('offer the server’s defaults, or no level at all', () => {
    expect(defaultLevel('ma_cross_above', 32)).toBe('50');
    expect(defaultLevel('ma_cross_below', null)).toBe('50');
    expect(defaultLevel('rsi_overbought', 32)).toBe('70');
    expect(defaultLevel('rsi_oversold', 32)).toBe('30');
    expect(defaultLevel('volume_spike', 32)).toBe('2');
    expect(defaultLevel('dividend_near', 32)).toBe('3');
    for (const none of ['new_high52w', 'new_low52w', 'shariah_change', 'analyst_publishes'] as const) {
      expect(defaultLevel(none, 32)).toBe('');
      expect(levelKind(none)).toBe('none');
    }
  });

  it('are each offered once, in a group', () => {
    const grouped = conditionGroups.flatMap((g) => g.conditions);
    expect([...grouped].sort()).toEqual([...conditions].sort());
    expect(new Set(grouped).size).toBe(conditions.length);
  });

  it('are checked at the close for the technical ones and a dividend, live for the price, on the event for the rest', () => {
    expect(conditions.filter(isCloseCondition)).toEqual([
      'ma_cross_above',
      'ma_cross_below',
      'rsi_overbought',
      'rsi_oversold',
      'new_high52w',
      'new_low52w',
      'volume_spike',
      'dividend_near',
    ]);
  });
});

describe('a quiet time in words', () => {
  it('takes the largest whole unit', () => {
    expect(cooldownParts(5)).toEqual({ unit: 'minutes', count: 5 });
    expect(cooldownParts(90)).toEqual({ unit: 'minutes', count: 90 });
    expect(cooldownParts(60)).toEqual({ unit: 'hours', count: 1 });
    expect(cooldownParts(180)).toEqual({ unit: 'hours', count: 3 });
    expect(cooldownParts(1440)).toEqual({ unit: 'days', count: 1 });
    expect(cooldownParts(10_080)).toEqual({ unit: 'days', count: 7 });
  });
});
