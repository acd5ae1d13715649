import type { AnalysisRequestView, RequestStatus } from '../types';

type ChipColour = 'default' | 'warning' | 'info' | 'primary' | 'secondary' | 'success';

/** The label key (in the `stock_analysis` namespace) and chip colour of each status. */
export const statusChip: Record<RequestStatus, { labelKey: `status.${RequestStatus}`; colour: ChipColour }> = {
  awaiting_payment: { labelKey: 'status.awaiting_payment', colour: 'warning' },
  paid: { labelKey: 'status.paid', colour: 'info' },
  in_review: { labelKey: 'status.in_review', colour: 'primary' },
  approved: { labelKey: 'status.approved', colour: 'secondary' },
  delivered: { labelKey: 'status.delivered', colour: 'success' },
};

/** How often to read a list again: every few seconds while an approved request is being finalised. */
export const FINALISING_REFRESH_MS = 5_000;

export function refreshWhileFinalising(requests: readonly AnalysisRequestView[] | undefined): number | false {
  return requests?.some((request) => request.status === 'approved') ? FINALISING_REFRESH_MS : false;
}

/** Newest first, by when the request was sent (the server already orders them; this keeps it so). */
export function newestFirst(requests: readonly AnalysisRequestView[]): AnalysisRequestView[] {
  return [...requests].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

/** Due soonest first; requests without a due time (not paid) last, oldest first. */
export function dueFirst(requests: readonly AnalysisRequestView[]): AnalysisRequestView[] {
  const due = (request: AnalysisRequestView) => (request.due_at ? Date.parse(request.due_at) : Number.POSITIVE_INFINITY);
  return [...requests].sort((a, b) => due(a) - due(b) || Date.parse(a.created_at) - Date.parse(b.created_at));
}
