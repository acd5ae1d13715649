/**
 * Plan arithmetic for display, in whole halalas. The server computes every price; the web only
 * derives the monthly equivalent, the discount share and, after a coupon, the pay-later split.
 */
import type { Checkout, FeatureKind, Instalment, Package, Plan, PlanType, Price } from '../types';

const monthsByPlanType: Record<PlanType, number | null> = {
  monthly: 1,
  quarterly: 3,
  biannual: 6,
  annual: 12,
  one_off: null,
};

/** Months one period of the plan covers (null for one-off purchases). */
export function monthsOf(planType: PlanType): number | null {
  return monthsByPlanType[planType];
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

/** Where a plan of this package is paid: chat-only and reports-only packages have their own checkouts. */
export function checkoutPathFor(pkg: Pick<Package, 'product' | 'grants'>, planId: number): string {
  const id = encodeURIComponent(String(planId));
  if (pkg.product === 'stock_analysis') return `/analysis-payment/${id}`;
  if (pkg.grants.length === 1 && pkg.grants[0] === 'ai_chat') return `/chat-payment/${id}`;
  if (pkg.grants.length === 1 && pkg.grants[0] === 'reports') return `/reports-payment/${id}`;
  return `/payment/${id}`;
}

export type BnplState = 'enabled' | 'unavailable' | 'outOfRange';

/** Whether pay-later can pay `totalHalalas`: the provider's limits apply to the total after any coupon. */
export function bnplState(bnpl: Checkout['bnpl'], totalHalalas: number): BnplState {
  if (!bnpl.available) return 'unavailable';
  if (totalHalalas < bnpl.min_halalas || totalHalalas > bnpl.max_halalas) return 'outOfRange';
  return 'enabled';
}

/**
 * The instalments for `totalHalalas`. The server's schedule is for the plan's price; when a coupon
 * changes the total, its due dates are kept and the amounts are split again in whole halalas:
 * equal parts, the remainder paid today.
 */
export function instalmentsFor(schedule: readonly Instalment[], scheduleTotal: number, totalHalalas: number): Instalment[] {
  if (schedule.length === 0 || scheduleTotal === totalHalalas) return [...schedule];
  const part = Math.floor(totalHalalas / schedule.length);
  const first = totalHalalas - part * (schedule.length - 1);
  return schedule.map((instalment, index) => ({ due_on: instalment.due_on, amount_halalas: index === 0 ? first : part }));
}
