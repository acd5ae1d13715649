import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { aStaffDetail, aStaffRow, anApplication } from '../testing/fixtures';
import type { StaffApplicationDetail } from '../types';

const staff = aUser({ role: 'staff' });

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('staff: analyst applications', () => {
  it('lists applications by state and opens one with its answers in words', async () => {
    const api = installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/analyst-applications': ({ url }) => ({
          body: { data: url.searchParams.get('state') === 'approved' ? [] : [aStaffRow()], meta: { page: 1, per_page: 30, total: 1 } },
        }),
        'GET /api/staff/analyst-applications/7': () => ({ body: { data: aStaffDetail() } }),
      },
    });
    renderScreen('/staff/analyst-applications');
    const row = await screen.findByTestId('staff-application-7');
    expect(row).toHaveTextContent('سارة عبدالله القحطاني');
    expect(row).toHaveTextContent('sara@example.com');
    expect(row).toHaveTextContent('Submitted');

    const user = userEvent.setup();
    await user.click(row);
    const detail = await screen.findByTestId('staff-application-detail');
    expect(detail).toHaveTextContent('5–10 years');
    expect(detail).toHaveTextContent('Saudi market');
    expect(detail).toHaveTextContent('Weekly trader');
    expect(detail).toHaveTextContent('@sara_charts');
    expect(within(detail).getByTestId('staff-application-certificate')).toHaveTextContent('Download the certificate');
    expect(api.calls.some((c) => c.path === '/api/staff/analyst-applications/7')).toBe(true);
  });

  it('rejects only with a reason, showing the server’s message under the field', async () => {
    let detail: StaffApplicationDetail = aStaffDetail(anApplication({ state: 'under_review' }));
    const api = installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/analyst-applications': () => ({ body: { data: [aStaffRow({ state: 'under_review' })], meta: { page: 1, per_page: 30, total: 1 } } }),
        'GET /api/staff/analyst-applications/7': () => ({ body: { data: detail } }),
        'POST /api/staff/analyst-applications/7/reject': ({ body }) => {
          const reason = (body as { reason: string }).reason.trim();
          if (!reason)
            return { status: 422, body: { message: 'The given data was invalid', errors: { reason: ['Please write the reason for the rejection'] } } };
          detail = aStaffDetail(anApplication({ state: 'rejected', rejection_reason: reason }));
          return { body: { data: detail } };
        },
      },
    });
    renderScreen('/staff/analyst-applications?application=7');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('staff-application-reject'));
    await user.click(await screen.findByTestId('staff-reject-confirm'));
    expect(await screen.findByText('Please write the reason for the rejection')).toBeInTheDocument();

    await user.click(screen.getByTestId('staff-application-reason'));
    await user.paste('The certificate is not readable');
    await user.click(screen.getByTestId('staff-reject-confirm'));
    await waitFor(() => expect(screen.getByTestId('staff-application-state')).toHaveAttribute('data-state', 'rejected'));
    expect(screen.getByTestId('staff-application-detail')).toHaveTextContent('Reason: The certificate is not readable');
    expect(screen.queryByTestId('staff-application-approve')).not.toBeInTheDocument();
    const rejects = api.calls.filter((c) => c.path.endsWith('/reject'));
    expect(rejects.map((c) => c.body)).toEqual([{ reason: '' }, { reason: 'The certificate is not readable' }]);
  });

  it('approves after confirming, and shows why when someone else decided first', async () => {
    installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/analyst-applications': () => ({ body: { data: [aStaffRow()], meta: { page: 1, per_page: 30, total: 1 } } }),
        'GET /api/staff/analyst-applications/7': () => ({ body: { data: aStaffDetail() } }),
        'POST /api/staff/analyst-applications/7/approve': () => ({ status: 409, body: { message: 'This application has already moved on: reload it' } }),
      },
    });
    renderScreen('/staff/analyst-applications?application=7');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('staff-application-approve'));
    await user.click(await screen.findByTestId('staff-approve-confirm'));
    expect(await screen.findByTestId('staff-application-error')).toHaveTextContent('This application has already moved on: reload it');
  });
});
