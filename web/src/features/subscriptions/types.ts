/**
 * Shapes of the subscriptions API, written by hand from the API description while the backend is
 * being built. They will be replaced by the generated API types (`src/generated/api-types.ts`,
 * `components['schemas'][…]`) once the server's OpenAPI document has these endpoints.
 *
 * Money is integer halalas (1 SAR = 100 halalas); prices are VAT-inclusive (15%).
 */

export type PlanType = 'monthly' | 'quarterly' | 'biannual' | 'annual' | 'one_off';
export type ProductKind = 'platform' | 'reports' | 'stock_analysis' | 'rating_list' | 'opinion_list';
export type FeatureKind = 'ai_chat' | 'signals' | 'technical_analysis' | 'reports';
export type PaymentMethod = 'mada' | 'apple_pay' | 'visa' | 'mastercard' | 'bnpl';
export type PaymentStatus = 'initiated' | 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';

/** One price, broken down. */
export interface Price {
  /** The plan's price before any discount (VAT-inclusive). */
  list_halalas: number;
  /** List discount + coupon discount. */
  discount_halalas: number;
  /** What is paid, VAT-inclusive. */
  total_halalas: number;
  /** The VAT inside total (15/115 of it). */
  vat_halalas: number;
  /** total - vat. */
  net_halalas: number;
  /** 15. */
  vat_rate_percent: number;
}

export interface Plan {
  id: number;
  package_id: number;
  plan_type: PlanType;
  /** null for one_off packages (stock analysis). */
  duration_days: number | null;
  /** In the request's language, e.g. "شهري" / "Monthly". */
  name: string;
  /** Without coupon; includes the package's discount_percent. */
  price: Price;
  /** Free reports subscription that comes with it (0 = none). */
  bonus_reports_days: number;
}

export interface Package {
  id: number;
  product: ProductKind;
  /** The list id for rating_list/opinion_list. */
  product_ref: number | null;
  name: string;
  description: string;
  /** Bullet points in the request's language. */
  features: string[];
  /** What it unlocks. */
  grants: FeatureKind[];
  /** Stock-analysis packages: how many stocks. */
  stocks_count: number | null;
  /** 0..100. */
  discount_percent: number;
  /** Cheapest first. */
  plans: Plan[];
}

export interface Instalment {
  /** YYYY-MM-DD. */
  due_on: string;
  amount_halalas: number;
}

export type InstalmentSchedule = Instalment[];

/** GET /api/plans/{id}: the checkout screen's data. */
export interface Checkout {
  plan: Plan;
  package: Package;
  /** What the configured providers accept. */
  methods: PaymentMethod[];
  bnpl: {
    available: boolean;
    min_halalas: number;
    max_halalas: number;
    schedule: InstalmentSchedule;
  };
}

/** POST /api/coupon/valid. */
export interface CouponInput {
  code: string;
  plan_id: number;
}

export interface CouponResult {
  code: string;
  price: Price;
}

/** POST /api/subscribe. */
export interface SubscribeInput {
  plan_id: number;
  method: PaymentMethod;
  coupon?: string;
  /** A uuid per attempt: the same key again returns the same payment. */
  idempotency_key: string;
  accept_terms: boolean;
}

export interface SubscribeResult {
  payment_id: number;
  status: PaymentStatus;
  /** The provider's hosted page. */
  redirect_url: string;
}

/** GET /api/payments/{id} (own payments only). */
export interface Payment {
  id: number;
  status: PaymentStatus;
  plan_id: number;
  method: PaymentMethod;
  price: Price;
  created_at: string;
  paid_at: string | null;
  failure_reason: string | null;
  product: ProductKind;
}

export type SubscriptionSource = 'paid' | 'bonus' | 'trial';

export interface Invoice {
  id: number;
  number: string;
  /** The PDF. */
  url: string;
}

export interface Subscription {
  id: number;
  package_id: number;
  plan_id: number | null;
  name: string;
  product: ProductKind;
  grants: FeatureKind[];
  starts_at: string;
  ends_at: string;
  active: boolean;
  source: SubscriptionSource;
  /** Checkout this plan again to renew. */
  renew_plan_id: number | null;
  invoice: Invoice | null;
}

/** GET /api/v2/subscriptions. */
export interface MySubscriptions {
  has_subscription: boolean;
  active: Subscription[];
  expired: Subscription[];
}
