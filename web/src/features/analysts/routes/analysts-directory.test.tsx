import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../../../lib/storage-keys';
import { installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import type { AnalystList, AnalystProfile } from '../types';

function aList(overrides: Partial<AnalystList>): AnalystList {
  return {
    id: 1,
    name: 'قادة السوق',
    about: '',
    created_at: '2026-01-02T10:00:00Z',
    discount_percent: 0,
    market_id: 1,
    monthly_total_halalas: 14_900,
    on_sale: true,
    plans: [],
    service_type: 'eva_lists',
    stocks_count: 10,
    subscribe_path: null,
    track_record: null,
    ...overrides,
  };
}

const analyst: AnalystProfile = {
  id: 40,
  display_name: 'سارة المحللة',
  about: 'Licensed analyst',
  analysis_type: 'technical',
  experience_years: '5-10',
  markets: 'saudi',
  x_account: 'sara',
  lists: [
    aList({ id: 1, track_record: { since: '2024-01-02', return_bp: 1_842, max_drawdown_bp: -1_210, win_rate_bp: 6_250, closed: 16 } }),
    aList({
      id: 2,
      name: 'فرص أسبوعية',
      service_type: 'eva_opinions',
      track_record: { since: '2026-08-01', return_bp: 150, max_drawdown_bp: -700, win_rate_bp: 5_000, closed: 2 },
    }),
  ],
};

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the analysts directory', () => {
  it('shows each list’s record with the number of calls every rate rests on, and opens the list', async () => {
    installFakeApi({ handlers: { 'GET /api/analysts': () => ({ body: { data: [analyst], meta: { page: 1, per_page: 20, total: 1 } } }) } });
    renderScreen('/analysts');
    const ratings = await screen.findByTestId('analyst-list-record-1', {}, { timeout: 5000 });
    expect(ratings).toHaveTextContent('Return 18.4% · largest fall -12.1% · 62.5% of 16 closed ratings gained');
    expect(screen.getByTestId('analyst-list-record-2')).toHaveTextContent('Success rate 50.0% of 2 decided opinions · average return 1.5%');
    expect(within(screen.getByTestId('analyst-list-2')).getByTestId('analyst-list-open-2')).toHaveAttribute('href', '/opinions/2');
    expect(screen.getByTestId('analyst-list-open-1')).toHaveAttribute('href', '/ratings/1');
  });
});
