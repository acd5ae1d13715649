import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { aReading, aSaudiStaffDetail, aStaffDetail, aStaffRow } from '../testing/fixtures';
import type { StaffKycDetail } from '../types';

const staff = aUser({ role: 'staff' });

// Object URLs are stood in for (setup.ts restores them after the file): the passport photo is shown from one.
const made: string[] = [];
const revoked: string[] = [];

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
  made.length = 0;
  revoked.length = 0;
  URL.createObjectURL = () => {
    made.push(`blob:test/${made.length + 1}`);
    return made.at(-1)!;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const page = (rows = [aStaffRow()]) => ({ body: { data: rows, meta: { page: 1, per_page: 30, total: rows.length } } });
const passport = () => ({ response: new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'Content-Type': 'image/png' } }) });

describe('staff: KYC reviews', () => {
  it('lists the requests in review by default, and opens one with its passport photo', async () => {
    const statuses: (string | null)[] = [];
    installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/kyc': ({ url }) => {
          statuses.push(url.searchParams.get('status'));
          return page(url.searchParams.get('status') === 'verified' ? [] : [aStaffRow()]);
        },
        'GET /api/staff/kyc/7': () => ({ body: { data: aStaffDetail() } }),
        'GET /api/staff/kyc/7/passport': passport,
      },
    });
    const view = renderScreen('/staff/kyc');
    const row = await screen.findByTestId('staff-kyc-7');
    expect(row).toHaveTextContent('John Smith');
    expect(row).toHaveTextContent('john@example.com');
    expect(row).toHaveTextContent('Non-Saudi (passport)');
    expect(row).toHaveTextContent('United Kingdom');
    expect(row).toHaveTextContent('In review');
    expect(statuses[0]).toBe('in_review');

    const user = userEvent.setup();
    await user.click(row);
    const detail = await screen.findByTestId('staff-kyc-detail');
    expect(detail).toHaveTextContent('John Smith');
    const image = await within(detail).findByTestId('staff-kyc-passport');
    expect(image).toHaveAttribute('src', 'blob:test/1');
    expect(image).toHaveAttribute('alt', 'Passport photo of John Smith');
    const request = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/api/staff/kyc/7/passport'));
    expect((request?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok');

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(revoked).toContain('blob:test/1'));
    view.unmount();
  });

  it('shows a Saudi record’s answers in words, its date of birth and profile, without deciding', async () => {
    installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/kyc': () => page([aSaudiStaffDetail().row]),
        'GET /api/staff/kyc/8': () => ({ body: { data: aSaudiStaffDetail() } }),
      },
    });
    renderScreen('/staff/kyc?status=all&verification=8');
    const detail = await screen.findByTestId('staff-kyc-detail');
    expect(await within(detail).findByTestId('staff-kyc-identity')).toHaveTextContent('1023456789');
    expect(detail).toHaveTextContent('January 8, 1990');
    // The published tables' day (the browser's ICU calendar said the 10th).
    expect(detail).toHaveTextContent('11 Jumada al-Akhirah 1410 AH (January 8, 1990)');
    expect(within(detail).getByTestId('staff-kyc-answers')).toHaveTextContent('Al Rajhi Bank');
    expect(within(detail).getByTestId('staff-kyc-answers')).toHaveTextContent('Investment objective');
    expect(within(detail).getByTestId('staff-kyc-risk-answers')).toHaveTextContent('Do you understand that shares can fall in value? Yes');
    expect(detail).toHaveTextContent('Moderate');
    expect(detail).toHaveTextContent('Score: 11 of 24');
    expect(screen.queryByTestId('staff-kyc-approve')).toBeNull();
    expect(screen.queryByTestId('staff-kyc-passport')).toBeNull();
  });

  it('rejects only with a reason, then refreshes the list', async () => {
    let detail: StaffKycDetail = aStaffDetail();
    let listed = 0;
    const api = installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/kyc': () => {
          listed += 1;
          return page(detail.row.status === 'in_review' ? [aStaffRow()] : []);
        },
        'GET /api/staff/kyc/7': () => ({ body: { data: detail } }),
        'GET /api/staff/kyc/7/passport': passport,
        'POST /api/staff/kyc/7/reject': ({ body }) => {
          const reason = (body as { reason: string }).reason.trim();
          if (!reason)
            return {
              status: 422,
              body: { message: 'Please give the reason for the rejection', errors: { reason: ['Please give the reason for the rejection'] } },
            };
          detail = aStaffDetail({ row: aStaffRow({ status: 'rejected' }), reject_reason: reason });
          return { body: { data: detail } };
        },
      },
    });
    renderScreen('/staff/kyc?verification=7');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('staff-kyc-reject'));
    await user.click(await screen.findByTestId('staff-kyc-reject-confirm'));
    expect(await screen.findByText('Please give the reason for the rejection')).toBeInTheDocument();

    await user.click(screen.getByTestId('staff-kyc-reason'));
    await user.paste('The photo is blurred');
    await user.click(screen.getByTestId('staff-kyc-reject-confirm'));
    await waitFor(() => expect(screen.getByTestId('staff-kyc-status')).toHaveAttribute('data-status', 'rejected'));
    expect(screen.getByTestId('staff-kyc-detail')).toHaveTextContent('The photo is blurred');
    expect(screen.queryByTestId('staff-kyc-approve')).toBeNull();
    expect(api.calls.filter((c) => c.path.endsWith('/reject')).map((c) => c.body)).toEqual([{ reason: '' }, { reason: 'The photo is blurred' }]);
    await waitFor(() => expect(listed).toBeGreaterThanOrEqual(2));
  });

  it('approves after confirming, and says so when someone else decided first', async () => {
    installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/kyc': () => page(),
        'GET /api/staff/kyc/7': () => ({ body: { data: aStaffDetail() } }),
        'GET /api/staff/kyc/7/passport': passport,
        'POST /api/staff/kyc/7/approve': () => ({ status: 409, body: { message: 'This request has already been decided' } }),
      },
    });
    renderScreen('/staff/kyc?verification=7');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('staff-kyc-approve'));
    expect(screen.getByText('Approve the verification of John Smith? They will be verified at once.')).toBeInTheDocument();
    await user.click(screen.getByTestId('staff-kyc-approve-confirm'));
    expect(await screen.findByTestId('staff-kyc-error')).toHaveTextContent('This request has already been decided');
  });

  it('lists who of staff opened the record or its photo, newest first, in words', async () => {
    const readings = [
      aReading({ staff_email: 'me@eva.sa', what: 'record', at: '2026-11-27T10:00:00Z' }),
      aReading({ staff_email: 'reviewer@eva.sa', what: 'passport', at: '2026-11-25T09:01:00Z' }),
      aReading({ staff_email: 'reviewer@eva.sa', what: 'record', at: '2026-11-25T09:00:00Z' }),
    ];
    installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/kyc': () => page([aSaudiStaffDetail().row]),
        'GET /api/staff/kyc/8': () => ({ body: { data: { ...aSaudiStaffDetail(), readings } } }),
      },
    });
    renderScreen('/staff/kyc?status=all&verification=8');
    const list = await screen.findByTestId('staff-kyc-readings');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('me@eva.sa');
    expect(items[0]).toHaveTextContent('Opened the record');
    expect(items[0]).toHaveTextContent('Nov 27, 2026');
    expect(items[1]).toHaveTextContent('reviewer@eva.sa');
    expect(items[1]).toHaveTextContent('Viewed the passport photo');
    expect(screen.getByRole('heading', { name: 'Opened by staff' })).toBeInTheDocument();
  });

  it('names an erased record’s status', async () => {
    installFakeApi({ user: staff, handlers: { 'GET /api/staff/kyc': () => page([aStaffRow({ status: 'erased', nationality: null })]) } });
    renderScreen('/staff/kyc?status=erased');
    expect(await screen.findByTestId('staff-kyc-7')).toHaveTextContent('Data deleted');
  });
});
