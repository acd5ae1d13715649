import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { aPayoutPayment } from '../testing/fixtures';
import { visible } from '../../../test/visible-text';

// Object URLs are stood in for (setup.ts restores them after the file): the CSV download makes one for its link.
const objectUrls: Blob[] = [];
URL.createObjectURL = (blob: Blob) => {
  objectUrls.push(blob);
  return `blob:test/${objectUrls.length}`;
};
URL.revokeObjectURL = () => undefined;

const profile = {
  name: 'Khalid',
  email: 'k@example.com',
  phone: '+966500000000',
  about: 'x',
  language: 'en',
  avatar: null,
  bank_name: null,
  iban: null,
  account_holder_name: null,
  is_analyst: true,
};

const statement = {
  subscribers: 2,
  total_subscriptions: 3,
  active_subscriptions: 2,
  lists: [
    {
      id: 7,
      name: 'Saudi growth',
      service_type: 'eva_lists',
      active_subscriptions: 2,
      subscriptions: [
        { starts_at: '2026-12-01T10:00:00Z', ends_at: '2026-12-31T10:00:00Z', duration_days: 30, active: false },
        { starts_at: '2026-11-01T10:00:00Z', ends_at: '2026-12-01T10:00:00Z', duration_days: 30, active: true },
      ],
    },
    { id: 8, name: 'Weekly calls', service_type: 'eva_opinions', active_subscriptions: 0, subscriptions: [] },
  ],
};

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
  localStorage.setItem(localKeys.language, 'en');
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

const payments = [
  aPayoutPayment({ id: 3, month: '2026-11', payments_count: 4, net_halalas: 60_000, commission_halalas: 30_000, amount_halalas: 30_000, status: 'pending' }),
  aPayoutPayment({
    id: 2,
    month: '2026-10',
    payments_count: 2,
    net_halalas: 25_050,
    commission_halalas: 12_525,
    amount_halalas: 12_525,
    status: 'transferred',
    transferred_on: '2026-11-05',
  }),
  aPayoutPayment({ id: 1, month: '2026-09', payments_count: 1, net_halalas: 8_000, commission_halalas: 8_000, amount_halalas: 0, status: 'nothing_due' }),
];

describe('the analyst’s financial statement', () => {
  it('shows the figures and each list’s periods in the profile’s statement tab', async () => {
    installFakeApi({
      user: aUser({ role: 'analyst' }),
      handlers: {
        'GET /api/profile': () => ({ body: { data: profile } }),
        'GET /api/analyst/statement': () => ({ body: { data: statement } }),
      },
    });
    renderScreen('/my_profile?tab=statement');
    await screen.findByTestId('analyst-statement');
    expect(within(screen.getByTestId('statement-subscribers')).getByTestId('statement-figure').textContent).toBe('2');
    expect(within(screen.getByTestId('statement-total')).getByTestId('statement-figure').textContent).toBe('3');
    const growth = screen.getByTestId('statement-list-7');
    expect(within(growth).getByText('2 active')).toBeInTheDocument();
    expect(within(growth).getAllByRole('row')).toHaveLength(3);
    expect(within(screen.getByTestId('statement-list-8')).getByText('No subscriptions to this list yet.')).toBeInTheDocument();
  });

  it('lists the monthly payments with their amounts in riyals, their status and transfer date', async () => {
    installFakeApi({
      user: aUser({ role: 'analyst' }),
      handlers: {
        'GET /api/profile': () => ({ body: { data: profile } }),
        'GET /api/analyst/statement': () => ({ body: { data: { ...statement, payments } } }),
      },
    });
    renderScreen('/my_profile?tab=statement');
    const table = await screen.findByTestId('statement-payments-table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    // Newest month first, as the server sends them.
    expect(rows[1]!).toHaveAttribute('data-testid', 'statement-payment-3');
    const pending = within(rows[1]!)
      .getAllByRole('cell')
      .map((cell) => visible(cell.textContent));
    expect(pending).toEqual(['November 2026', '4', 'SAR 600.00', 'SAR 300.00', 'SAR 300.00', 'Pending transfer', '—']);
    const transferred = within(rows[2]!)
      .getAllByRole('cell')
      .map((cell) => visible(cell.textContent));
    expect(transferred).toEqual(['October 2026', '2', 'SAR 250.50', 'SAR 125.25', 'SAR 125.25', 'Transferred', 'Nov 5, 2026']);
    expect(rows[3]!).toHaveTextContent('Nothing due');
    expect(visible(rows[3]!.textContent)).toContain('SAR 0.00');
    expect(screen.getByTestId('statement-commission-rule')).toHaveTextContent(
      'Platform commission per list and month: 50% of the net amount or at least SAR 100, never more than the net.',
    );
    expect(within(screen.getByTestId('statement-payments')).queryByTestId('query-empty')).toBeNull();
  });

  it('shows the payments in Arabic, with Latin digits and riyals', async () => {
    await i18n.changeLanguage('ar');
    localStorage.setItem(localKeys.language, 'ar');
    installFakeApi({
      user: aUser({ role: 'analyst' }),
      handlers: {
        'GET /api/profile': () => ({ body: { data: { ...profile, language: 'ar' } } }),
        'GET /api/analyst/statement': () => ({ body: { data: { ...statement, payments } } }),
      },
    });
    renderScreen('/my_profile?tab=statement', { language: 'ar' });
    const section = await screen.findByTestId('statement-payments');
    expect(within(section).getByRole('heading', { name: 'المدفوعات' })).toBeInTheDocument();
    const row = within(section).getByTestId('statement-payment-3');
    expect(visible(row.textContent)).toContain('نوفمبر 2026');
    expect(visible(row.textContent)).toContain('600.00 ر.س');
    expect(row).toHaveTextContent('بانتظار التحويل');
    expect(within(section).getByRole('columnheader', { name: 'المستحق لك' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'تنزيل CSV' })).toBeInTheDocument();
  });

  it('says there are no payments yet when the server sends none (or an older server leaves them out)', async () => {
    installFakeApi({
      user: aUser({ role: 'analyst' }),
      handlers: {
        'GET /api/profile': () => ({ body: { data: profile } }),
        // No `payments` at all: the server from before payouts.
        'GET /api/analyst/statement': () => ({ body: { data: statement } }),
      },
    });
    renderScreen('/my_profile?tab=statement');
    const section = await screen.findByTestId('statement-payments');
    expect(within(section).getByTestId('query-empty')).toHaveTextContent('No payments yet.');
    expect(within(section).queryByRole('table')).toBeNull();
    expect(within(section).getByTestId('statement-payments-csv')).toBeEnabled();
  });

  it('downloads the payouts CSV with the token, as a file', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    installFakeApi({
      user: aUser({ role: 'analyst' }),
      handlers: {
        'GET /api/profile': () => ({ body: { data: profile } }),
        'GET /api/analyst/statement': () => ({ body: { data: { ...statement, payments } } }),
        'GET /api/analyst/payouts.csv': () => ({ body: 'month,list,amount' }),
      },
    });
    renderScreen('/my_profile?tab=statement');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('statement-payments-csv'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^eva-payouts\.csv blob:test\/\d+$/);
    const request = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/api/analyst/payouts.csv'));
    expect((request?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(await objectUrls.at(-1)!.text()).toContain('month,list,amount');
  });

  it('says why the CSV could not be downloaded', async () => {
    installFakeApi({
      user: aUser({ role: 'analyst' }),
      handlers: {
        'GET /api/profile': () => ({ body: { data: profile } }),
        'GET /api/analyst/statement': () => ({ body: { data: { ...statement, payments } } }),
        'GET /api/analyst/payouts.csv': () => ({ status: 500, body: { message: 'Something went wrong on our side' } }),
      },
    });
    renderScreen('/my_profile?tab=statement');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('statement-payments-csv'));
    expect(await screen.findByTestId('statement-payments-csv-error')).toHaveTextContent('The file could not be downloaded: Something went wrong on our side');
  });

  it('says there is nothing to show while the analysts module is off', async () => {
    installFakeApi({
      modules: ['accounts', 'content', 'market', 'subscriptions'],
      user: aUser({ role: 'analyst' }),
      handlers: { 'GET /api/profile': () => ({ body: { data: profile } }) },
    });
    renderScreen('/my_profile?tab=statement');
    expect(await screen.findByText('No statement yet')).toBeInTheDocument();
    expect(screen.queryByTestId('analyst-statement')).toBeNull();
  });
});
