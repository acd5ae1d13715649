import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, installFakeApi } from '../../../test/fake-api';
import { typeDay } from '../../../test/date-field';
import { renderScreen } from '../../../test/render-app';
import { aStaffPayout } from '../testing/fixtures';
import type { StaffPayout } from '../types';
import { visible } from '../../../test/visible-text';

const staff = aUser({ role: 'staff' });
const page = (payouts: StaffPayout[]) => ({ body: { data: payouts, meta: { page: 1, per_page: 30, total: payouts.length } } });

// Object URLs are stood in for (setup.ts restores them after the file): the CSV download makes one for its link.
URL.createObjectURL = () => 'blob:test/1';
URL.revokeObjectURL = () => undefined;

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
  // Only the clock: 10 Dec 2026, 10:00 in Riyadh. November is the last finished month.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T07:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const withoutBank = aStaffPayout({ id: 12, analyst_id: 41, analyst_name: 'Omar', analyst_email: 'omar@example.com', bank: null, lines: [] });

describe('staff: analyst payouts', () => {
  it('lists last month’s payouts with amounts, bank details and per-list lines', async () => {
    const seen: URLSearchParams[] = [];
    installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/analyst-payouts': ({ url }) => {
          seen.push(url.searchParams);
          return url.searchParams.get('status') === 'transferred' ? page([]) : page([aStaffPayout(), withoutBank]);
        },
      },
    });
    renderScreen('/staff/analyst-payouts');
    const row = await screen.findByTestId('staff-payout-11');
    expect(seen[0]?.get('month')).toBe('2026-11');
    expect(seen[0]?.get('per_page')).toBe('30');
    expect(screen.getByTestId('staff-payouts-month')).toHaveValue('2026-11');
    const text = visible(row.textContent);
    for (const part of [
      'سارة المحللة',
      'sara@example.com',
      'November 2026',
      'SAR 1,250.50',
      'SAR 625.25',
      'Pending transfer',
      'Al Rajhi Bank',
      'SA0380000000608010167519',
      'Holder: Sara Alqahtani',
    ]) {
      expect(text).toContain(part);
    }
    expect(within(row).queryByTestId('staff-payout-no-bank')).toBeNull();
    expect(within(screen.getByTestId('staff-payout-12-bank')).getByTestId('staff-payout-no-bank')).toHaveTextContent('No bank details on file');

    const user = userEvent.setup();
    const expand = within(row).getByRole('button', { name: 'Show the lists of سارة المحللة' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    const lines = await screen.findByTestId('staff-payout-11-lines');
    const lineRows = within(lines).getAllByRole('row');
    expect(lineRows).toHaveLength(3);
    expect(
      within(lineRows[1]!)
        .getAllByRole('cell')
        .map((cell) => visible(cell.textContent)),
    ).toEqual(['Saudi growth', 'Eva lists', '3', 'SAR 900.00', 'SAR 450.00', 'SAR 450.00']);
    expect(visible(lineRows[2]!.textContent)).toContain('Eva opinions');

    await user.click(within(screen.getByTestId('staff-payouts-status')).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Transferred' }));
    expect(await screen.findByText('No payouts')).toBeInTheDocument();
    expect(seen.at(-1)?.get('status')).toBe('transferred');
    expect(seen.at(-1)?.get('month')).toBe('2026-11');
  });

  it('marks a pending payout transferred on the date entered', async () => {
    let payout = aStaffPayout();
    const api = installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/analyst-payouts': () => page([payout]),
        'POST /api/staff/analyst-payouts/11/transferred': ({ body }) => {
          payout = { ...payout, status: 'transferred', transferred_on: (body as { transferred_on: string }).transferred_on };
          return { body: { data: payout } };
        },
      },
    });
    renderScreen('/staff/analyst-payouts');
    const user = userEvent.setup();
    const transfer = await screen.findByTestId('staff-payout-11-transfer');
    // The button stays in view when the wide table scrolls (issue 36: it sat off-screen at 1366 px).
    expect(transfer.closest('td')).toHaveAttribute('data-sticky-actions');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveAttribute('data-sticky-actions');
    await user.click(transfer);
    const dialog = await screen.findByRole('dialog', { name: 'Record the transfer to سارة المحللة' });
    const date = await within(dialog).findByTestId('staff-transfer-date');
    // Today in Riyadh by default.
    expect(date).toHaveTextContent('10 December 2026');
    await typeDay(user, date, '2026-12-03');
    expect(date).toHaveTextContent('03 December 2026');
    await user.click(within(dialog).getByTestId('staff-transfer-confirm'));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts).toEqual([{ method: 'POST', path: '/api/staff/analyst-payouts/11/transferred', body: { transferred_on: '2026-12-03' } }]);
    const row = screen.getByTestId('staff-payout-11');
    await waitFor(() => expect(row).toHaveTextContent('Transferred'));
    expect(row).toHaveTextContent('Dec 3, 2026');
    expect(within(row).queryByTestId('staff-payout-11-transfer')).toBeNull();
  });

  it('shows the server’s date error under the date field', async () => {
    const api = installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/analyst-payouts': () => page([aStaffPayout()]),
        'POST /api/staff/analyst-payouts/11/transferred': () => ({
          status: 422,
          body: { message: 'The given data was invalid', errors: { transferred_on: ['The transfer date cannot be in the future'] } },
        }),
      },
    });
    renderScreen('/staff/analyst-payouts');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('staff-payout-11-transfer'));
    const dialog = await screen.findByRole('dialog');
    const date = await within(dialog).findByTestId('staff-transfer-date');
    await typeDay(user, date, '2026-12-31');
    await user.click(within(dialog).getByTestId('staff-transfer-confirm'));

    await waitFor(() => expect(date).toHaveAccessibleDescription('The transfer date cannot be in the future'));
    expect(date).toHaveAttribute('aria-invalid', 'true');
    // A field error is not repeated as the form's alert.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ transferred_on: '2026-12-31' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('warns when the analyst has no bank details, and shows the server’s refusal as an alert', async () => {
    installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/analyst-payouts': () => page([withoutBank]),
        'POST /api/staff/analyst-payouts/12/transferred': () => ({ status: 422, body: { message: 'The analyst has no bank details on file' } }),
      },
    });
    renderScreen('/staff/analyst-payouts');
    const row = await screen.findByTestId('staff-payout-12');
    expect(within(row).getByTestId('staff-payout-no-bank')).toHaveTextContent('No bank details on file');
    const user = userEvent.setup();
    await user.click(within(row).getByTestId('staff-payout-12-transfer'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('staff-transfer-no-bank')).toHaveTextContent('No bank details on file');
    await user.click(within(dialog).getByTestId('staff-transfer-confirm'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The analyst has no bank details on file');
    expect(within(dialog).getByTestId('staff-transfer-date')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('closes the month, says how many payouts it created and reloads; a refused month shows under the picker', async () => {
    let closed = false;
    const api = installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/analyst-payouts': ({ url }) => page(closed && url.searchParams.get('month') === '2026-11' ? [aStaffPayout()] : []),
        'POST /api/staff/analyst-payouts/close': ({ body }) => {
          const month = (body as { month: string }).month;
          if (month !== '2026-11') return { status: 422, body: { message: 'The given data was invalid', errors: { month: ['This month has not ended yet'] } } };
          closed = true;
          return { body: { data: { month, created: 3 } } };
        },
      },
    });
    renderScreen('/staff/analyst-payouts?month=2026-12');
    const user = userEvent.setup();
    expect(await screen.findByText('No payouts')).toBeInTheDocument();
    await user.click(screen.getByTestId('staff-payouts-close'));
    const month = screen.getByTestId('staff-payouts-month');
    await waitFor(() => expect(month).toHaveAccessibleDescription('This month has not ended yet'));

    fireEvent.change(month, { target: { value: '2026-11' } });
    expect(month).not.toHaveAccessibleDescription('This month has not ended yet');
    await user.click(screen.getByTestId('staff-payouts-close'));
    expect(await screen.findByTestId('staff-payouts-closed')).toHaveTextContent('November 2026 is closed. Payouts created: 3');
    expect(await screen.findByTestId('staff-payout-11')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ month: '2026-12' }, { month: '2026-11' }]);
  });

  it('downloads the month’s CSV with the token', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/analyst-payouts': () => page([aStaffPayout()]),
        'GET /api/staff/analyst-payouts.csv': ({ url }) => (url.searchParams.get('month') === '2026-11' ? { body: 'analyst,month,amount' } : undefined),
      },
    });
    renderScreen('/staff/analyst-payouts');
    const user = userEvent.setup();
    await screen.findByTestId('staff-payout-11');
    await user.click(screen.getByTestId('staff-payouts-csv'));
    await waitFor(() => expect(saved).toEqual(['analyst-payouts-2026-11.csv']));
    const request = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/api/staff/analyst-payouts.csv'));
    expect(String(request?.[0])).toContain('/api/staff/analyst-payouts.csv?month=2026-11');
    expect((request?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });
});

describe('staff: the payouts page in the console', () => {
  it('is listed next to the applications', async () => {
    installFakeApi({ user: staff, handlers: { 'GET /api/staff/analyst-payouts': () => page([]) } });
    renderScreen('/staff/analyst-payouts');
    expect(await screen.findByTestId('staff-nav-analyst-payouts')).toHaveTextContent('Analyst payouts');
    expect(screen.getByTestId('staff-nav-analyst-applications')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Analyst payouts' })).toBeInTheDocument();
  });
});
