import type { components } from '../../generated/api-types';

export type Application = components['schemas']['ApplicationView'];
export type MyApplication = components['schemas']['MyApplicationView'];
export type StaffApplicationRow = components['schemas']['StaffApplicationRow'];
export type StaffApplicationDetail = components['schemas']['StaffApplicationDetail'];

/** The server's union (`ApplicationState` in the document). */
export type ApplicationState = components['schemas']['ApplicationState'];
export const applicationStates: readonly ApplicationState[] = ['submitted', 'under_review', 'approved', 'rejected'];

export function isApplicationState(value: string): value is ApplicationState {
  return (applicationStates as readonly string[]).includes(value);
}

/** Submitted or under review: awaiting staff, and the user may not apply again yet. */
export function isOpen(state: string): boolean {
  return state === 'submitted' || state === 'under_review';
}

export type AnalystList = components['schemas']['AnalystListView'];
export type ListRequest = components['schemas']['ListForm'];
/** Which lists: Eva lists (ratings) or Eva opinions. */
export type ListKind = 'rating' | 'opinion';
export const serviceTypes = ['eva_lists', 'eva_opinions'] as const;
export type ServiceType = (typeof serviceTypes)[number];
/** The markets a list may follow (1 TASI, 2 NOMU, 3 US), as the API's `market_id`. */
export const listMarketIds = ['1', '2', '3'] as const;
export type ListMarketId = (typeof listMarketIds)[number];
export const listMarketOf = (marketId: number): ListMarketId | undefined => listMarketIds.find((id) => id === String(marketId));
export const listPlanTypes = ['monthly', 'quarterly', 'biannual', 'annual'] as const;
export type ListPlanType = (typeof listPlanTypes)[number];
export type AnalystProfile = components['schemas']['AnalystProfileView'];
/** One month of the signed-in analyst's earnings after the platform commission, and its transfer. */
export type PayoutPayment = components['schemas']['PayoutView'];
export const payoutStatuses = ['pending', 'transferred', 'nothing_due'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export function isPayoutStatus(value: string): value is PayoutStatus {
  return (payoutStatuses as readonly string[]).includes(value);
}

/** The statement with its monthly payouts (newest first). */
export type Statement = components['schemas']['StatementView'];
/** One list's share of a payout. */
export type PayoutLine = components['schemas']['PayoutLineView'];
export type PayoutBank = components['schemas']['BankAccount'];
/** A payout as staff see it: the analyst, the figures, where to transfer it and its lines. */
export type StaffPayout = components['schemas']['StaffPayoutView'];
/** The answer to closing a month: how many payouts it created. */
export type ClosedMonth = components['schemas']['ClosedPayoutMonth'];
/** An analyst's list in the staff moderation queue, with its analyst named. */
export type StaffAnalystList = components['schemas']['StaffListView'];
/** One hide or restore decision on a list, with who made it. */
export type ListModerationEntry = components['schemas']['ModerationEntryView'];
export const listModerationStates = ['hidden'] as const;
export type ListModerationState = (typeof listModerationStates)[number];
