import type { AnalysisRequestView } from '../types';

const MINUTE_MS = 60_000;

/** Where a request stands against its 72 hours. */
export type ClockReading =
  | { kind: 'notStarted' }
  | { kind: 'left'; hours: number; minutes: number }
  | { kind: 'overdue'; hours: number; minutes: number }
  | { kind: 'deliveredOnTime' }
  | { kind: 'deliveredLate' };

type ClockFacts = Pick<AnalysisRequestView, 'status' | 'due_at' | 'delivered_at' | 'sla'>;

function split(ms: number): { hours: number; minutes: number } {
  const totalMinutes = Math.floor(ms / MINUTE_MS);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/**
 * The clock at `nowMs`: not started before payment; once delivered, on time or late (the server's
 * verdict, else delivery against due); otherwise the time left until `due_at`, or how far past it.
 */
export function readClock(request: ClockFacts, nowMs: number): ClockReading {
  if (request.status === 'delivered') {
    if (request.sla.state === 'delivered_on_time') return { kind: 'deliveredOnTime' };
    if (request.sla.state === 'delivered_late') return { kind: 'deliveredLate' };
    const late = request.due_at && request.delivered_at && Date.parse(request.delivered_at) > Date.parse(request.due_at);
    return late ? { kind: 'deliveredLate' } : { kind: 'deliveredOnTime' };
  }
  const due = request.due_at ? Date.parse(request.due_at) : Number.NaN;
  if (request.status === 'awaiting_payment' || Number.isNaN(due)) return { kind: 'notStarted' };
  const left = due - nowMs;
  // Overdue counts whole minutes past due, so the first minute after reads "0 h 0 min" late, not left.
  return left > 0 ? { kind: 'left', ...split(left) } : { kind: 'overdue', ...split(nowMs - due) };
}

/** The reading's text key (namespace `stock_analysis`) and its values. */
export function clockMessage(reading: ClockReading): { key: `clock.${ClockReading['kind']}`; values: Record<string, number> } {
  switch (reading.kind) {
    case 'left':
    case 'overdue':
      return { key: `clock.${reading.kind}`, values: { hours: reading.hours, minutes: reading.minutes } };
    default:
      return { key: `clock.${reading.kind}`, values: {} };
  }
}

/** The warnings a reviewer and staff see: reminded, escalated to staff, past due. */
export interface SlaFlags {
  reminded: boolean;
  escalated: boolean;
  breached: boolean;
}

export function slaFlags(request: Pick<AnalysisRequestView, 'sla'>): SlaFlags {
  const { sla } = request;
  return {
    reminded: sla.reminded_at !== null || sla.state === 'reminded',
    escalated: sla.escalated_at !== null || sla.state === 'escalated',
    breached: sla.state === 'breached' || (sla.hours_left !== null && sla.hours_left < 0),
  };
}
