/**
 * The addresses these screens link to (routes of src/app/router/paths.ts, which features do not
 * import), built from values.
 */
import type { AnalysisRequestView } from '../types';

export const stockAnalyzePath = '/stock-analyze';
export const choosePackagePath = '/stock-analyze-form';
export const myDocumentsPath = '/analysis/my-documents';
export const reviewsPath = '/analysis/reviews';

/** The request form of a package. */
export const requestFormPath = (packageId: number) => `${choosePackagePath}/${encodeURIComponent(String(packageId))}`;

/** The checkout of a plan, for one request: the checkout pays that request (`?request=`). */
export const analysisPaymentPath = (planId: number, requestId: number) =>
  `/analysis-payment/${encodeURIComponent(String(planId))}?request=${encodeURIComponent(String(requestId))}`;

/** Where to pay a request waiting for payment (its first plan); null once paid. */
export function paymentPathOf(request: Pick<AnalysisRequestView, 'id' | 'status' | 'plan_ids'>): string | null {
  const planId = request.plan_ids[0];
  if (request.status !== 'awaiting_payment' || planId === undefined) return null;
  return analysisPaymentPath(planId, request.id);
}
