import { describe, expect, it } from 'vitest';
import type { Plan, Price } from '../types';
import { bnplState, discountPercent, monthlyEquivalentHalalas } from './pricing';

const price = (list: number, discount: number): Price => {
  const total = list - discount;
  const vat = Math.round((total * 15) / 115);
  return {
    list_halalas: list,
    discount_halalas: discount,
    total_halalas: total,
    vat_halalas: vat,
    net_halalas: total - vat,
    vat_rate_percent: 15,
    credit_halalas: 0,
  };
};
const plan = (plan_type: Plan['plan_type'], p: Price): Plan => ({
  id: 1,
  package_id: 1,
  plan_type,
  duration_days: 30,
  name: plan_type,
  price: p,
  bonus_reports_days: 0,
  checkout_path: '/payment/1',
});

describe('plan arithmetic', () => {
  it('spreads a plan over its months in whole halalas', () => {
    expect(monthlyEquivalentHalalas(plan('annual', price(120_000, 20_000)))).toBe(8_333);
    expect(monthlyEquivalentHalalas(plan('quarterly', price(30_000, 0)))).toBe(10_000);
    expect(monthlyEquivalentHalalas(plan('one_off', price(30_000, 0)))).toBeNull();
  });

  it('gives the discount as a whole percent of the list price', () => {
    expect(discountPercent(price(120_000, 20_000))).toBe(17);
    expect(discountPercent(price(120_000, 0))).toBe(0);
  });

  it('takes pay-later from the server’s offer, and says why when it is not offered', () => {
    const bnpl = { available: true, min_halalas: 10_000, max_halalas: 500_000, schedule: [] };
    expect(bnplState(bnpl, 10_000)).toBe('enabled');
    expect(bnplState({ ...bnpl, available: false }, 9_999)).toBe('outOfRange');
    expect(bnplState({ ...bnpl, available: false }, 500_001)).toBe('outOfRange');
    expect(bnplState({ ...bnpl, available: false }, 20_000)).toBe('unavailable');
  });
});
