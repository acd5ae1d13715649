/**
 * Shapes of the subscriptions API, derived from the server's OpenAPI document
 * (`src/generated/api-types.ts`, regenerated with `npm run gen:api`): a change on the server
 * breaks the type check here rather than the screens at run time.
 *
 * Where the server types a state as an enumeration (payment states, methods) the union comes
 * from the document; where it still sends a plain string (plan types, where a subscription came
 * from) it is narrowed here to the values the server documents. Optional fields (`?: … | null`) are the server's `Option`s: it always sends
 * them, as null when empty, but the code treats a missing one like null.
 *
 * Money is integer halalas (1 SAR = 100 halalas); prices are VAT-inclusive.
 */
import type { components } from '../../generated/api-types';

type Schemas = components['schemas'];

export type PlanType = 'monthly' | 'quarterly' | 'biannual' | 'annual' | 'one_off';
export type ProductKind = 'platform' | 'reports' | 'stock_analysis' | 'rating_list' | 'opinion_list';
export type FeatureKind = 'ai_chat' | 'signals' | 'technical_analysis' | 'reports';
export type PaymentMethod = Schemas['Method'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type SubscriptionSource = Schemas['SubscriptionSource'];

/** One price, broken down: list, discount (package and coupon), total, the VAT inside it, net. */
export type Price = Schemas['Price'];

/** A plan of a package; `name` is in the request's language, `price` is without a coupon. */
export type Plan = Omit<Schemas['PlanView'], 'plan_type'> & { plan_type: PlanType };

/** A package with its plans (cheapest first); `grants` is what it unlocks. */
export type Package = Omit<Schemas['PackageView'], 'plans'> & { plans: Plan[] };

export type Instalment = Schemas['Instalment'];

/** Whether pay-later can pay a total, its limits, and its schedule for that total. */
export type BnplOffer = Schemas['BnplOffer'];

/** GET /api/plans/{id}: the checkout screen's data. */
export type Checkout = Omit<Schemas['CheckoutView'], 'plan' | 'package'> & { plan: Plan; package: Package };

/**
 * A request body as the web sends it: the server takes every field as optional (it answers a
 * missing one with a 422 naming it); the web always sends these.
 */
type Sent<T> = { [K in keyof T]-?: NonNullable<T[K]> };

/** POST /api/coupon/valid. */
export type CouponInput = Sent<Schemas['CouponRequest']>;

/**
 * The plan's price with the coupon, and what can pay that price: the methods and the pay-later
 * offer (limits and schedule) are for the discounted total.
 */
export type CouponResult = Schemas['CouponView'];

/** POST /api/subscribe. `idempotency_key`: one per attempt (the same key again is the same payment). */
export type SubscribeInput = Omit<Sent<Schemas['SubscribeRequest']>, 'method' | 'coupon'> & {
  method: PaymentMethod;
  coupon?: string;
};

/**
 * Where a checkout pays: the general endpoint, or a stock analysis's own (POST
 * /api/stock-analysis/subscribe: the same fields plus the request being paid for).
 */
export type SubscribeTarget =
  { path: '/api/subscribe' } | { path: '/api/stock-analysis/subscribe'; extra: Pick<Sent<Schemas['AnalysisSubscribeForm']>, 'request_id'> };

/** Where to pay (`redirect_url`, the provider's page); null when the same attempt was already decided. */
export type SubscribeResult = Schemas['SubscribeView'];

/** GET /api/payments/{id} (own payments only): with the package's and the plan's names. */
export type Payment = Schemas['PaymentView'];

export type Invoice = Schemas['InvoiceLink'];

/** The credit note of a refunded payment's invoice. */
export type CreditNote = Schemas['CreditNoteLink'];

/**
 * One period of a subscription. `renew_path` is the product's own checkout route for renewing
 * (`/chat-payment/12`); `renew_plan_id` the plan it checks out.
 */
export type Subscription = Omit<Schemas['SubscriptionView'], 'invoice' | 'credit_note'> & {
  invoice?: Invoice | null;
  credit_note?: CreditNote | null;
};

/**
 * GET /api/v2/subscriptions: `active` also holds renewals waiting to start; `purchases` what was
 * bought once (a stock analysis), never renewed.
 */
export type MySubscriptions = Omit<Schemas['SubscriptionsSummary'], 'active' | 'expired' | 'purchases'> & {
  active: Subscription[];
  expired: Subscription[];
  purchases?: Subscription[];
};

/* Staff console (GET/POST/PUT /api/staff/…): the catalogue, coupons and payments. */

/** A plan as staff edit it: its price is VAT-inclusive and before the package's discount. */
export type StaffPlan = Omit<Schemas['StaffPlanView'], 'plan_type'> & { plan_type: PlanType };

/** A package as staff see it, on sale or not, with every plan (analysts' lists included, read-only). */
export type StaffPackage = Omit<Schemas['StaffPackageView'], 'product' | 'plans'> & { product: ProductKind; plans: StaffPlan[] };

/** What staff sell themselves; analysts price their own lists. */
export type StaffProduct = 'platform' | 'reports' | 'stock_analysis';

/** One duration of a package: left out, a duration keeps its state on the server. */
export type StaffPlanInput = Omit<Sent<Schemas['PlanInput']>, 'plan_type'> & { plan_type: PlanType };

/** POST /api/staff/packages, PUT /api/staff/packages/{id}. `stocks_count` null: not a stock-analysis package. */
export type StaffPackageInput = Omit<Sent<Schemas['PackageInput']>, 'product' | 'plans' | 'stocks_count'> & {
  product: StaffProduct;
  plans: StaffPlanInput[];
  stocks_count: number | null;
};

export type CouponKind = 'percent' | 'fixed';

/** A coupon; `value` is a percent (1–100) or halalas; no `products`: every product. */
export type StaffCoupon = Omit<Schemas['StaffCouponView'], 'kind'> & { kind: CouponKind };

/** POST /api/staff/coupons, PUT /api/staff/coupons/{id}: null leaves a window end or a limit open. */
export type StaffCouponInput = {
  [K in keyof Schemas['CouponInput']]-?: K extends 'starts_at' | 'ends_at' | 'max_redemptions' | 'per_user_limit'
    ? NonNullable<Schemas['CouponInput'][K]> | null
    : NonNullable<Schemas['CouponInput'][K]>;
} & { kind: CouponKind };

/** A payment as staff list it, with its amounts in halalas. */
export type StaffPayment = Schemas['StaffPaymentView'];

/** A move of a payment from one state to the next, and who made it (`user:ID`, `staff:ID`, `provider:NAME`…). */
export type PaymentTransition = Schemas['TransitionView'];

/** GET /api/staff/payments/{id}: the payment and its moves, oldest first. */
export type StaffPaymentDetail = Omit<Schemas['StaffPaymentDetail'], 'payment'> & { payment: StaffPayment };
