import { describe, expect, it } from 'vitest';
import { checkList, emptyList, toRequest, valuesOf, type ListValues } from './list-form';

const complete: ListValues = {
  name: 'نمو السعودية',
  market_id: '1',
  service_type: 'eva_lists',
  discount_percent: '10',
  about: 'أسهم نمو',
  stocks_count: '12',
  prices: { monthly: '150', quarterly: '400.50', biannual: '٧٥٠', annual: '1,400' },
};

describe('the list form', () => {
  it('asks for every field with the spec’s one message', () => {
    const checks = checkList(emptyList);
    for (const field of ['name', 'market_id', 'service_type', 'about', 'stocks_count', 'plans.monthly', 'plans.annual'] as const) {
      expect(checks[field], field).toBe('fillAll');
    }
    expect(checks.discount_percent, 'no discount is a value').toBeNull();
  });

  it('accepts a complete list and reads prices exactly, Arabic digits too', () => {
    expect(Object.values(checkList(complete)).every((c) => c === null)).toBe(true);
    const request = toRequest(complete);
    expect(request.plans).toEqual([
      { plan_type: 'monthly', price_halalas: 15_000 },
      { plan_type: 'quarterly', price_halalas: 40_050 },
      { plan_type: 'biannual', price_halalas: 75_000 },
      { plan_type: 'annual', price_halalas: 140_000 },
    ]);
    expect([request.market_id, request.discount_percent, request.stocks_count]).toEqual([1, 10, 12]);
  });

  it('refuses what the server would', () => {
    const checks = checkList({ ...complete, discount_percent: '100', stocks_count: '0', prices: { ...complete.prices, monthly: '0.50', annual: '12.345' } });
    expect([checks.discount_percent, checks.stocks_count, checks['plans.monthly'], checks['plans.annual']]).toEqual([
      'percent',
      'stocksCount',
      'price',
      'price',
    ]);
    // Never free: 50 SAR at 81% off is 9.50 SAR a month.
    const cheap = checkList({ ...complete, discount_percent: '81', prices: { ...complete.prices, monthly: '50' } });
    expect(cheap['plans.monthly']).toBe('monthTooCheap');
    expect(checkList({ ...complete, discount_percent: '80', prices: { ...complete.prices, monthly: '50' } })['plans.monthly']).toBeNull();
  });

  it('opens a saved list for editing as it was typed', () => {
    const values = valuesOf({
      id: 5,
      service_type: 'eva_opinions',
      name: 'خيارات',
      market_id: 3,
      discount_percent: 0,
      about: 'عقود',
      stocks_count: 4,
      plans: [{ plan_type: 'monthly', price_halalas: 9_950 }],
      on_sale: true,
      subscribe_path: '/payment/9',
      monthly_total_halalas: 9_950,
      created_at: '2026-11-23T10:00:00Z',
    });
    expect(values.prices).toEqual({ monthly: '99.50', quarterly: '', biannual: '', annual: '' });
    expect([values.service_type, values.market_id]).toEqual(['eva_opinions', '3']);
  });
});
