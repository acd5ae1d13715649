/** API answers for the subscriptions screens' tests, in halalas as the server sends them. */
import type {
  BnplOffer,
  Checkout,
  CouponResult,
  Package,
  Payment,
  Plan,
  Price,
  StaffCoupon,
  StaffPackage,
  StaffPayment,
  StaffPaymentDetail,
  StaffPlan,
  Subscription,
} from '../types';

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
    credit_halalas: 0,
  };
}

/** A plan; its checkout is the general one unless the test names another, as the server would. */
export function aPlan(overrides: Partial<Plan> = {}): Plan {
  const id = overrides.id ?? 11;
  return {
    id,
    package_id: 1,
    plan_type: 'monthly',
    duration_days: 30,
    name: 'Monthly',
    price: priceOf(11_500),
    bonus_reports_days: 0,
    checkout_path: `/payment/${id}`,
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

/**
 * The pay-later offer for a total the way the server makes it: available inside the limits,
 * a quarter on `today` (the remainder halalas with it) and three monthly instalments.
 */
export function bnplOfferFor(totalHalalas: number, limits = { min_halalas: 10_000, max_halalas: 500_000 }, today = '2026-01-10'): BnplOffer {
  const part = Math.floor(totalHalalas / 4);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const dueOn = (i: number) => {
    const m = month - 1 + i;
    return `${year + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  };
  return {
    available: totalHalalas >= limits.min_halalas && totalHalalas <= limits.max_halalas,
    ...limits,
    schedule: [0, 1, 2, 3].map((i) => ({ due_on: dueOn(i), amount_halalas: i === 0 ? totalHalalas - 3 * part : part })),
  };
}

const allMethods: Checkout['methods'] = ['mada', 'apple_pay', 'visa', 'mastercard', 'bnpl'];

/** The methods the server lists for an offer: pay-later only when it can pay the total. */
export function methodsFor(bnpl: BnplOffer): Checkout['methods'] {
  return allMethods.filter((method) => method !== 'bnpl' || bnpl.available);
}

export function aCheckout(overrides: Partial<Checkout> = {}): Checkout {
  const bnpl = bnplOfferFor(annualPlan.price.total_halalas);
  return {
    plan: annualPlan,
    package: aPackage(),
    methods: methodsFor(bnpl),
    bnpl,
    ...overrides,
  };
}

/** POST /api/coupon/valid's answer: the price with the coupon, and what can pay that price. */
export function aCouponResult(code: string, price: Price, limits?: { min_halalas: number; max_halalas: number }): CouponResult {
  const bnpl = bnplOfferFor(price.total_halalas, limits);
  return { code, price, methods: methodsFor(bnpl), bnpl };
}

export function aPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 70,
    status: 'pending',
    plan_id: 12,
    package_id: 1,
    product: 'platform',
    package_name: 'Eva Pro',
    plan_name: 'Annual',
    method: 'mada',
    price: annualPlan.price,
    redirect_url: null,
    created_at: '2026-01-10T10:00:00Z',
    paid_at: null,
    failure_reason: null,
    checkout_path: '/payment/12',
    ...overrides,
  };
}

/** A subscription; its `state` follows `active` and `starts_at` unless given, as the server's does. */
export function aSubscription(overrides: Partial<Subscription> = {}): Subscription {
  const active = overrides.active ?? true;
  const startsLater = Date.parse(overrides.starts_at ?? '2026-01-01T00:00:00Z') > Date.now();
  const state = active ? 'active' : startsLater ? 'upcoming' : 'ended';
  return {
    state,
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
    product_ref: null,
    renew_plan_id: 12,
    renew_path: '/payment/12',
    invoice: { id: 5, number: 'INV-2026-0005', url: 'https://eva.example/invoices/5.pdf' },
    credit_note: null,
    ...overrides,
  };
}

/* The staff console's answers (GET /api/staff/…). */

export function aStaffPlan(overrides: Partial<StaffPlan> = {}): StaffPlan {
  return { id: 11, plan_type: 'monthly', duration_days: 30, price_halalas: 11_500, active: true, ...overrides };
}

/** Eva Pro as staff see it: monthly SAR 115.00, annual SAR 1,150.00, quarterly off sale. */
export function aStaffPackage(overrides: Partial<StaffPackage> = {}): StaffPackage {
  return {
    id: 1,
    product: 'platform',
    product_ref: null,
    owner_id: null,
    grants: ['ai_chat', 'signals', 'technical_analysis', 'reports'],
    name_ar: 'إيفا برو',
    name_en: 'Eva Pro',
    description_ar: 'كل ما تقدمه إيفا',
    description_en: 'Everything Eva offers',
    features_ar: ['محادثة إيفا بلا حدود', 'إشارات فنية يومية'],
    features_en: ['Unlimited Eva Chat', 'Daily technical signals'],
    stocks_count: null,
    discount_percent: 0,
    sort: 1,
    active: true,
    plans: [
      aStaffPlan(),
      aStaffPlan({ id: 13, plan_type: 'quarterly', duration_days: 90, price_halalas: 33_000, active: false }),
      aStaffPlan({ id: 12, plan_type: 'annual', duration_days: 365, price_halalas: 115_000 }),
    ],
    ...overrides,
  };
}

export function aStaffCoupon(overrides: Partial<StaffCoupon> = {}): StaffCoupon {
  return {
    id: 4,
    code: 'RAMADAN20',
    kind: 'percent',
    value: 20,
    starts_at: '2026-02-18T00:00:00Z',
    ends_at: '2026-03-20T00:00:00Z',
    max_redemptions: 500,
    per_user_limit: 1,
    redeemed: 37,
    products: ['platform'],
    active: true,
    ...overrides,
  };
}

/** A paid annual Eva Pro by card: SAR 1,150.00, SAR 150.00 of it VAT. */
export function aStaffPayment(overrides: Partial<StaffPayment> = {}): StaffPayment {
  return {
    id: 7,
    user_id: 42,
    user_email: 'buyer@example.com',
    package_name_ar: 'إيفا برو',
    package_name_en: 'Eva Pro',
    plan_type: 'annual',
    product: 'platform',
    product_ref: null,
    provider: 'moyasar',
    provider_ref: 'pay_8f2c1',
    method: 'mada',
    status: 'paid',
    list_halalas: 138_000,
    discount_halalas: 23_000,
    total_halalas: 115_000,
    vat_halalas: 15_000,
    net_halalas: 100_000,
    failure_reason: null,
    created_at: '2026-01-10T10:00:00Z',
    paid_at: '2026-01-10T10:01:00Z',
    refunded_halalas: 0,
    refund_reason: null,
    refunded_at: null,
    // What staff may refund: a paid payment's total, nothing of any other.
    refundable_halalas: (overrides.status ?? 'paid') === 'paid' ? 115_000 : 0,
    ...overrides,
  };
}

export function aStaffPaymentDetail(payment: StaffPayment = aStaffPayment()): StaffPaymentDetail {
  return {
    payment,
    transitions: [
      {
        from_status: null,
        to_status: 'initiated',
        actor: `user:${payment.user_id}`,
        actor_name: 'Sara Al-Harbi',
        detail: 'checkout',
        at: '2026-01-10T10:00:00Z',
      },
      { from_status: 'initiated', to_status: 'pending', actor: 'provider:moyasar', actor_name: null, detail: 'hosted page opened', at: '2026-01-10T10:00:20Z' },
      { from_status: 'pending', to_status: 'paid', actor: 'webhook:moyasar', actor_name: null, detail: 'captured', at: '2026-01-10T10:01:00Z' },
    ],
    invoice: { id: 5, number: 'INV-2026-000005', url: '/api/invoices/5/pdf' },
    credit_note: null,
  };
}
