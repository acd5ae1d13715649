import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, allModules, installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { aRequest, anSlaReport } from '../testing/fixtures';

const staff = aUser({ role: 'staff' });

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
  // Only the clock: 24 Nov 2026, 10:35 UTC; request 7 was due at 08:00.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T10:35:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('staff: stock analysis SLA', () => {
  it('shows the counts and the open requests, the oldest due first and the breached ones marked', async () => {
    installFakeApi({ user: staff, handlers: { 'GET /api/staff/stock-analysis/sla': () => ({ body: { data: anSlaReport() } }) } });
    renderScreen('/staff/stock-analysis-sla');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stock analysis SLA' })).toBeInTheDocument();
    await screen.findByTestId('staff-sla');
    expect(screen.getByTestId('sla-count-open')).toHaveTextContent('Open2');
    expect(screen.getByTestId('sla-count-breached')).toHaveTextContent('Past due1');
    expect(screen.getByTestId('sla-count-delivered_on_time')).toHaveTextContent('Delivered on time14');
    expect(screen.getByTestId('sla-count-delivered_late')).toHaveTextContent('Delivered late2');

    expect(screen.getAllByRole('article').map((row) => row.dataset.testid)).toEqual(['sla-request-7', 'sla-request-9']);
    const breached = screen.getByTestId('sla-request-7');
    expect(breached).toHaveAttribute('data-breached', 'true');
    expect(breached).toHaveTextContent('Overdue by 2 h 35 min');
    for (const flag of ['Reminder sent', 'Escalated to staff', 'Past due']) expect(within(breached).getByText(flag)).toBeInTheDocument();
    expect(screen.getByTestId('sla-request-9')).toHaveAttribute('data-breached', 'false');
    expect(screen.getByRole('link', { name: 'Open the review queue' })).toHaveAttribute('href', '/analysis/reviews');
  });

  it('assigns a reviewer from the report’s analysts and reads the report again', async () => {
    let reads = 0;
    const { calls } = installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/stock-analysis/sla': () => {
          reads += 1;
          return { body: { data: anSlaReport() } };
        },
        'POST /api/staff/stock-analysis/7/assign': () => ({ body: { data: aRequest({ id: 7, analyst_id: 44, analyst_name: 'Huda the analyst' }) } }),
      },
    });
    renderScreen('/staff/stock-analysis-sla');
    const row = await screen.findByTestId('sla-request-7');
    const assign = within(row).getByTestId('sla-7-assign');
    expect(assign).toBeDisabled();
    expect(assign).toHaveTextContent('Assign');
    const user = userEvent.setup();
    await user.click(within(within(row).getByTestId('sla-7-reviewer')).getByRole('combobox'));
    expect(screen.getByTestId('sla-7-reviewer-40')).toHaveTextContent('Omar the analyst (1 open)');
    await user.click(screen.getByTestId('sla-7-reviewer-44'));
    await user.click(assign);
    expect(await within(row).findByRole('status')).toHaveTextContent('Request #7 is now reviewed by Huda the analyst.');
    expect(calls.find((call) => call.path === '/api/staff/stock-analysis/7/assign')?.body).toEqual({ analyst_id: 44 });
    await waitFor(() => expect(reads).toBeGreaterThan(1));

    // A request that already has a reviewer is reassigned.
    expect(within(screen.getByTestId('sla-request-9')).getByTestId('sla-9-assign')).toHaveTextContent('Reassign');
  });

  it('shows the server’s refusal', async () => {
    installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/stock-analysis/sla': () => ({ body: { data: anSlaReport() } }),
        'POST /api/staff/stock-analysis/7/assign': () => ({ status: 409, body: { message: 'This request is no longer open for review' } }),
      },
    });
    renderScreen('/staff/stock-analysis-sla');
    const row = await screen.findByTestId('sla-request-7');
    const user = userEvent.setup();
    await user.click(within(within(row).getByTestId('sla-7-reviewer')).getByRole('combobox'));
    await user.click(screen.getByTestId('sla-7-reviewer-40'));
    await user.click(within(row).getByTestId('sla-7-assign'));
    expect(await within(row).findByRole('alert')).toHaveTextContent('This request is no longer open for review');
  });

  it('is listed in the console only while the module is on', async () => {
    installFakeApi({ user: staff, handlers: { 'GET /api/staff/modules': () => ({ body: { data: [] } }) } });
    const on = renderScreen('/staff/modules');
    const entry = await screen.findByTestId('staff-nav-stock-analysis-sla');
    expect(entry).toHaveAttribute('href', '/staff/stock-analysis-sla');
    await waitFor(() => expect(entry).toHaveTextContent('Stock analysis SLA'));
    on.unmount();

    installFakeApi({
      user: staff,
      modules: allModules.filter((id) => id !== 'stock_analysis'),
      handlers: { 'GET /api/staff/modules': () => ({ body: { data: [] } }) },
    });
    renderScreen('/staff/modules');
    expect(await screen.findByRole('heading', { level: 1, name: 'Modules' })).toBeInTheDocument();
    expect(screen.getByTestId('staff-nav-modules')).toBeInTheDocument();
    expect(screen.queryByTestId('staff-nav-stock-analysis-sla')).toBeNull();
  });
});
