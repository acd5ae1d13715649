import { describe, expect, it } from 'vitest';
import { aRequest, anUnpaidRequest } from '../testing/fixtures';
import { requestStatuses } from '../types';
import { en } from '../i18n/en';
import { dueFirst, FINALISING_REFRESH_MS, newestFirst, refreshWhileFinalising, statusChip } from './request-status';
import { paymentPathOf } from './paths';

describe('request status', () => {
  it('names every status: being drafted, being finalised…', () => {
    const label = (status: (typeof requestStatuses)[number]) => en.status[statusChip[status].labelKey.split('.')[1] as keyof typeof en.status];
    expect(requestStatuses.map(label)).toEqual(['Awaiting payment', 'Being drafted', 'In review', 'Being finalised', 'Delivered']);
    expect(statusChip.delivered.colour).toBe('success');
  });

  it('reads the list again every few seconds only while a request is being finalised', () => {
    expect(refreshWhileFinalising(undefined)).toBe(false);
    expect(refreshWhileFinalising([aRequest(), aRequest({ status: 'delivered' })])).toBe(false);
    expect(refreshWhileFinalising([aRequest(), aRequest({ status: 'approved' })])).toBe(FINALISING_REFRESH_MS);
  });

  it('orders the client’s requests newest first and the queue soonest due first', () => {
    const older = aRequest({ id: 1, created_at: '2026-11-01T00:00:00Z', due_at: '2026-11-30T00:00:00Z' });
    const newer = aRequest({ id: 2, created_at: '2026-11-20T00:00:00Z', due_at: '2026-11-23T00:00:00Z' });
    const unpaid = anUnpaidRequest({ id: 3, created_at: '2026-11-21T00:00:00Z' });
    expect(newestFirst([older, unpaid, newer]).map((r) => r.id)).toEqual([3, 2, 1]);
    expect(dueFirst([unpaid, older, newer]).map((r) => r.id)).toEqual([2, 1, 3]);
  });

  it('pays a request waiting for payment through its first plan, for that request', () => {
    expect(paymentPathOf(anUnpaidRequest({ id: 12, plan_ids: [31, 32] }))).toBe('/analysis-payment/31?request=12');
    expect(paymentPathOf(aRequest({ plan_ids: [31] }))).toBeNull();
    expect(paymentPathOf(anUnpaidRequest({ plan_ids: [] }))).toBeNull();
  });
});
