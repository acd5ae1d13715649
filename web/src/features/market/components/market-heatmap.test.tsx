import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers/AppProviders';
import { createQueryClient } from '../../../lib/query-client';
import { installFakeApi } from '../../../test/fake-api';
import { MarketHeatmap } from './MarketHeatmap';

afterEach(() => vi.unstubAllGlobals());

const heatmap = {
  market_id: 1,
  demo: true,
  sectors: [
    {
      id: 1,
      name: 'Banks',
      change_percent: 0.8,
      market_cap: 300,
      stocks: [
        { id: 8, symbol: '1120', name: 'Al Rajhi Bank', price: 68.84, change_percent: 1.25, market_cap: 200 },
        { id: 9, symbol: '1180', name: 'Saudi National Bank', price: 35.1, change_percent: -0.5, market_cap: 100 },
      ],
    },
    {
      id: 2,
      name: 'Energy',
      change_percent: 0,
      market_cap: 900,
      stocks: [{ id: 3, symbol: '2222', name: 'Saudi Aramco', price: 27.4, change_percent: 0, market_cap: 900 }],
    },
  ],
};

function renderHeatmap() {
  installFakeApi({ handlers: { 'GET /api/market-heatmap/1': () => ({ body: { data: heatmap } }) } });
  return render(
    <AppProviders language="en" queryClient={createQueryClient()}>
      <MemoryRouter>
        <MarketHeatmap marketId={1} marketName="Main Market (TASI)" />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('market heatmap', () => {
  it('reads to a screen reader as a table: each stock a row with its page, sector and change', async () => {
    renderHeatmap();
    const table = await screen.findByRole('table', { name: 'Main Market (TASI): each stock’s day’s change, by sector' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Stock', 'Sector', 'Day’s change']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Al Rajhi Bank (1120)');
    expect(within(first).getByRole('link', { name: 'Al Rajhi Bank (1120)' })).toHaveAttribute('href', '/stock/8');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Banks', '+1.25%']);
    expect(within(rows[2] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Saudi Aramco (2222)');
  });

  it('keeps the coloured tiles out of the accessibility tree: the table says it all', async () => {
    renderHeatmap();
    await screen.findByRole('table');
    expect(screen.getByTestId('market-heatmap')).toHaveAttribute('aria-hidden', 'true');
  });
});
