/** API answers for the subscriptions screens' tests, in halalas as the server sends them. */
import type { Checkout, Package, Plan, Price, Subscription } from '../types';

/** A VAT-inclusive price broken down the way the server does it (VAT = 15/115 of the total). */
export function priceOf(listHalalas: number, discountHalalas = 0): Price {
  const total = listHalalas - discountHalalas;
  const vat = Math.round((total * 15) / 115);
  return {
    list_halalas: listHalalas,
    discount_halalas: discountHalalas,
    total_halalas: total,
    vat_halalas: vat,
    net_halalas: total - vat,
    vat_rate_percent: 15,
  };
}

export function aPlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 11,
    package_id: 1,
    plan_type: 'monthly',
    duration_days: 30,
    name: 'Monthly',
    price: priceOf(11_500),
    bonus_reports_days: 0,
    ...overrides,
  };
}

/** Eva Pro, annual: SAR 1,380.00 list, SAR 230.00 off, SAR 1,150.00 to pay (SAR 150.00 of it VAT). */
export const annualPlan = aPlan({
  id: 12,
  plan_type: 'annual',
  duration_days: 365,
  name: 'Annual',
  price: priceOf(138_000, 23_000),
  bonus_reports_days: 30,
});

export function aPackage(overrides: Partial<Package> = {}): Package {
  return {
    id: 1,
    product: 'platform',
    product_ref: null,
    name: 'Eva Pro',
    description: 'Everything Eva offers',
    features: ['Unlimited Eva Chat', 'Daily technical signals'],
    grants: ['ai_chat', 'signals', 'technical_analysis', 'reports'],
    stocks_count: null,
    discount_percent: 0,
    plans: [aPlan(), annualPlan],
    ...overrides,
  };
}

export function aCheckout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    plan: annualPlan,
    package: aPackage(),
    methods: ['mada', 'apple_pay', 'visa', 'mastercard', 'bnpl'],
    bnpl: {
      available: true,
      min_halalas: 10_000,
      max_halalas: 500_000,
      schedule: [
        { due_on: '2026-01-10', amount_halalas: 28_750 },
        { due_on: '2026-02-10', amount_halalas: 28_750 },
        { due_on: '2026-03-10', amount_halalas: 28_750 },
        { due_on: '2026-04-10', amount_halalas: 28_750 },
      ],
    },
    ...overrides,
  };
}

export function aSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 1,
    package_id: 1,
    plan_id: 12,
    name: 'Eva Pro',
    product: 'platform',
    grants: ['ai_chat', 'signals', 'technical_analysis', 'reports'],
    starts_at: '2026-01-01T00:00:00Z',
    ends_at: '2027-01-01T00:00:00Z',
    active: true,
    source: 'paid',
    renew_plan_id: 12,
    invoice: { id: 5, number: 'INV-2026-0005', url: 'https://eva.example/invoices/5.pdf' },
    ...overrides,
  };
}
