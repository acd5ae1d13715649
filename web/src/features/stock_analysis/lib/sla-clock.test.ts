import { describe, expect, it } from 'vitest';
import { aRequest, anUnpaidRequest } from '../testing/fixtures';
import { clockMessage, readClock, slaFlags } from './sla-clock';

const at = (iso: string) => Date.parse(iso);

describe('the 72-hour clock', () => {
  it('has not started before payment', () => {
    expect(readClock(anUnpaidRequest(), at('2026-11-25T09:00:00Z'))).toEqual({ kind: 'notStarted' });
    expect(clockMessage({ kind: 'notStarted' })).toEqual({ key: 'clock.notStarted', values: {} });
  });

  it('counts the hours and minutes left until due, then how far past due', () => {
    const request = aRequest({ due_at: '2026-11-27T10:00:00Z' });
    expect(readClock(request, at('2026-11-24T10:00:00Z'))).toEqual({ kind: 'left', hours: 72, minutes: 0 });
    expect(readClock(request, at('2026-11-26T20:35:30Z'))).toEqual({ kind: 'left', hours: 13, minutes: 24 });
    expect(readClock(request, at('2026-11-27T10:00:00Z'))).toEqual({ kind: 'overdue', hours: 0, minutes: 0 });
    expect(readClock(request, at('2026-11-27T13:05:00Z'))).toEqual({ kind: 'overdue', hours: 3, minutes: 5 });
    expect(clockMessage({ kind: 'left', hours: 13, minutes: 24 })).toEqual({ key: 'clock.left', values: { hours: 13, minutes: 24 } });
  });

  it('keeps running while an approved request is being finalised', () => {
    expect(readClock(aRequest({ status: 'approved' }), at('2026-11-27T09:00:00Z'))).toEqual({ kind: 'left', hours: 1, minutes: 0 });
  });

  it('says whether a delivered request came on time, the server’s verdict first', () => {
    const delivered = { status: 'delivered' as const, delivered_at: '2026-11-27T12:00:00Z' };
    expect(readClock(aRequest({ ...delivered, sla: { state: 'delivered_on_time', hours_left: null, reminded_at: null, escalated_at: null } }), 0)).toEqual({
      kind: 'deliveredOnTime',
    });
    expect(readClock(aRequest({ ...delivered, sla: { state: 'delivered_late', hours_left: null, reminded_at: null, escalated_at: null } }), 0)).toEqual({
      kind: 'deliveredLate',
    });
    // Without a verdict: delivery against due.
    expect(readClock(aRequest({ ...delivered, sla: { state: 'on_track', hours_left: null, reminded_at: null, escalated_at: null } }), 0)).toEqual({
      kind: 'deliveredLate',
    });
    expect(
      readClock(
        aRequest({ ...delivered, delivered_at: '2026-11-26T12:00:00Z', sla: { state: 'on_track', hours_left: null, reminded_at: null, escalated_at: null } }),
        0,
      ),
    ).toEqual({
      kind: 'deliveredOnTime',
    });
  });

  it('flags a reminder, an escalation and a breach', () => {
    expect(slaFlags(aRequest())).toEqual({ reminded: false, escalated: false, breached: false });
    expect(
      slaFlags(aRequest({ sla: { state: 'escalated', hours_left: 5, reminded_at: '2026-11-26T10:00:00Z', escalated_at: '2026-11-27T04:00:00Z' } })),
    ).toEqual({
      reminded: true,
      escalated: true,
      breached: false,
    });
    expect(slaFlags(aRequest({ sla: { state: 'breached', hours_left: -1, reminded_at: null, escalated_at: null } })).breached).toBe(true);
    expect(slaFlags(aRequest({ sla: { state: 'escalated', hours_left: -1, reminded_at: null, escalated_at: null } })).breached).toBe(true);
  });
});
