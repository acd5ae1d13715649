import { describe, expect, it } from 'vitest';
import type { Plan, Price } from '../types';
import { bnplState, checkoutPathFor, discountPercent, instalmentsFor, monthlyEquivalentHalalas } from './pricing';

const price = (list: number, discount: number): Price => {
  const total = list - discount;
  const vat = Math.round((total * 15) / 115);
  return { list_halalas: list, discount_halalas: discount, total_halalas: total, vat_halalas: vat, net_halalas: total - vat, vat_rate_percent: 15 };
};
const plan = (plan_type: Plan['plan_type'], p: Price): Plan => ({
  id: 1, package_id: 1, plan_type, duration_days: 30, name: plan_type, price: p, bonus_reports_days: 0,
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

  it('sends chat-only and reports-only packages to their own checkouts', () => {
    expect(checkoutPathFor({ product: 'platform', grants: ['ai_chat'] }, 7)).toBe('/chat-payment/7');
    expect(checkoutPathFor({ product: 'reports', grants: ['reports'] }, 8)).toBe('/reports-payment/8');
    expect(checkoutPathFor({ product: 'platform', grants: ['ai_chat', 'signals'] }, 9)).toBe('/payment/9');
    expect(checkoutPathFor({ product: 'stock_analysis', grants: [] }, 10)).toBe('/analysis-payment/10');
  });

  it('allows pay-later only inside its limits', () => {
    const bnpl = { available: true, min_halalas: 10_000, max_halalas: 500_000, schedule: [] };
    expect(bnplState(bnpl, 10_000)).toBe('enabled');
    expect(bnplState(bnpl, 9_999)).toBe('outOfRange');
    expect(bnplState(bnpl, 500_001)).toBe('outOfRange');
    expect(bnplState({ ...bnpl, available: false }, 20_000)).toBe('unavailable');
  });

  it('splits a changed total over the same due dates, the remainder today', () => {
    const schedule = [
      { due_on: '2026-01-01', amount_halalas: 25_000 },
      { due_on: '2026-02-01', amount_halalas: 25_000 },
      { due_on: '2026-03-01', amount_halalas: 25_000 },
      { due_on: '2026-04-01', amount_halalas: 25_000 },
    ];
    expect(instalmentsFor(schedule, 100_000, 100_000)).toEqual(schedule);
    const split = instalmentsFor(schedule, 100_000, 90_001);
    expect(split.map((i) => i.amount_halalas)).toEqual([22_501, 22_500, 22_500, 22_500]);
    expect(split.map((i) => i.due_on)).toEqual(schedule.map((i) => i.due_on));
  });
});
