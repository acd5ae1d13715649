/**
 * Plan arithmetic for display, in whole halalas. The server computes every price, and the
 * pay-later schedule for it; the web only derives the monthly equivalent and the discount share.
 */
import type { BnplOffer, FeatureKind, Plan, PlanType, Price } from '../types';

const monthsByPlanType: Record<PlanType, number | null> = {
  monthly: 1,
  quarterly: 3,
  biannual: 6,
  annual: 12,
  one_off: null,
};

/** Months one period of the plan covers (null for one-off purchases). */
export function monthsOf(planType: PlanType): number | null {
  // A plan type this version does not know yet counts as one-off.
  return monthsByPlanType[planType] ?? null;
}

/** The plan's total spread over its months, rounded to the nearest halala (null for one-off). */
export function monthlyEquivalentHalalas(plan: Plan): number | null {
  const months = monthsOf(plan.plan_type);
  if (!months) return null;
  return Math.round(plan.price.total_halalas / months);
}

/** The discount as a whole percent of the list price (0 when there is none). */
export function discountPercent(price: Price): number {
  if (price.list_halalas <= 0 || price.discount_halalas <= 0) return 0;
  return Math.round((price.discount_halalas * 100) / price.list_halalas);
}

/** The order the comparison lists the features in. */
export const featureKinds: readonly FeatureKind[] = ['ai_chat', 'signals', 'technical_analysis', 'reports'];

export type BnplState = 'enabled' | 'unavailable' | 'outOfRange';

/**
 * Whether pay-later can pay `totalHalalas`, as the server's offer for that total says
 * (`available`); when it cannot, whether the total is outside the provider's limits (a coupon, or
 * another plan, may bring it inside) or pay-later is not offered at all.
 */
export function bnplState(bnpl: BnplOffer, totalHalalas: number): BnplState {
  if (bnpl.available) return 'enabled';
  if (totalHalalas < bnpl.min_halalas || totalHalalas > bnpl.max_halalas) return 'outOfRange';
  return 'unavailable';
}
