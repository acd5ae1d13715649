import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const profile = { name: 'Khalid', email: 'k@example.com', phone: '+966500000000', about: 'x', language: 'en', avatar: null, bank_name: null, iban: null, account_holder_name: null, is_analyst: true };

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

describe('the analyst’s financial statement', () => {
  it('shows the figures and each list’s periods in the profile’s statement tab', async () => {
    installFakeApi({
      user: aUser({ role: 'analyst' }),
      handlers: {
        'GET /api/profile': () => ({ body: { data: profile } }),
        'GET /api/analyst/statement': () => ({ body: { data: statement } }),
      },
    });
    renderApp('/my_profile?tab=statement');
    await screen.findByTestId('analyst-statement');
    expect(within(screen.getByTestId('statement-subscribers')).getByTestId('statement-figure').textContent).toBe('2');
    expect(within(screen.getByTestId('statement-total')).getByTestId('statement-figure').textContent).toBe('3');
    const growth = screen.getByTestId('statement-list-7');
    expect(within(growth).getByText('2 active')).toBeInTheDocument();
    expect(within(growth).getAllByRole('row')).toHaveLength(3);
    expect(within(screen.getByTestId('statement-list-8')).getByText('No subscriptions to this list yet.')).toBeInTheDocument();
  });

  it('says there is nothing to show while the analysts module is off', async () => {
    installFakeApi({
      modules: ['accounts', 'content', 'market', 'subscriptions'],
      user: aUser({ role: 'analyst' }),
      handlers: { 'GET /api/profile': () => ({ body: { data: profile } }) },
    });
    renderApp('/my_profile?tab=statement');
    expect(await screen.findByText('No statement yet')).toBeInTheDocument();
    expect(screen.queryByTestId('analyst-statement')).toBeNull();
  });
});
