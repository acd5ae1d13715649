import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../../../lib/storage-keys';
import { installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { aPackage, aPayment, aPlan, aSubscription, priceOf } from '../testing/fixtures';
import { visible } from '../../../test/visible-text';

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('subscription plans', () => {
  const chat = aPackage({
    id: 2,
    name: 'Eva Chat',
    features: ['Ask Eva about any stock'],
    grants: ['ai_chat'],
    plans: [aPlan({ id: 21, package_id: 2, price: priceOf(4_600), checkout_path: '/chat-payment/21' })],
  });
  const reports = aPackage({
    id: 3,
    product: 'reports',
    name: 'Research reports',
    features: ['Weekly research'],
    grants: ['reports'],
    plans: [
      aPlan({
        id: 31,
        package_id: 3,
        plan_type: 'quarterly',
        duration_days: 90,
        name: 'Quarterly',
        price: priceOf(30_000),
        checkout_path: '/reports-payment/31',
      }),
    ],
  });

  it('shows each package with its features and plans: VAT-inclusive price, monthly equivalent, discount, and where to pay', async () => {
    installFakeApi({ handlers: { 'GET /api/all-packages': () => ({ body: { data: [aPackage(), chat, reports] } }) } });
    renderScreen('/subscription');
    const pro = await screen.findByTestId('package-1');
    expect(within(pro).getByRole('heading', { level: 2, name: 'Eva Pro' })).toBeInTheDocument();
    expect(within(pro).getByText('Unlimited Eva Chat')).toBeInTheDocument();

    const annual = within(pro).getByTestId('plan-12');
    expect(visible(within(annual).getByTestId('plan-price').textContent)).toBe('SAR 1,150.00');
    // SAR 1,150.00 over 12 months, to the nearest halala.
    expect(visible(within(annual).getByTestId('plan-per-month').textContent)).toBe('SAR 95.83 a month');
    expect(within(annual).getByTestId('plan-discount')).toHaveTextContent('Save 17%');
    expect(annual).toHaveTextContent('You save SAR 230.00');
    expect(annual).toHaveTextContent('Includes 30 days of research reports for free');
    expect(within(annual).getByRole('link', { name: 'Subscribe to Eva Pro, Annual' })).toHaveAttribute('href', '/payment/12');

    const monthly = within(pro).getByTestId('plan-11');
    expect(visible(within(monthly).getByTestId('plan-price').textContent)).toBe('SAR 115.00');
    expect(within(monthly).queryByTestId('plan-per-month')).not.toBeInTheDocument();
    expect(within(monthly).queryByTestId('plan-discount')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Subscribe to Eva Chat, Monthly' })).toHaveAttribute('href', '/chat-payment/21');
    expect(screen.getByRole('link', { name: 'Subscribe to Research reports, Quarterly' })).toHaveAttribute('href', '/reports-payment/31');
    expect(visible(within(screen.getByTestId('plan-31')).getByTestId('plan-per-month').textContent)).toBe('SAR 100.00 a month');
  });

  it('compares which package grants which feature', async () => {
    installFakeApi({ handlers: { 'GET /api/all-packages': () => ({ body: { data: [aPackage(), chat, reports] } }) } });
    renderScreen('/subscription');
    const table = await screen.findByTestId('compare-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Feature', 'Eva Pro', 'Eva Chat', 'Research reports']);
    const granted = (feature: string) =>
      Array.from(within(table).getByTestId(`compare-${feature}`).querySelectorAll('[data-granted]')).map((icon) => icon.getAttribute('data-granted'));
    expect(granted('ai_chat')).toEqual(['yes', 'yes', 'no']);
    expect(granted('signals')).toEqual(['yes', 'no', 'no']);
    expect(granted('reports')).toEqual(['yes', 'no', 'yes']);
    expect(within(within(table).getByTestId('compare-signals')).getAllByTitle('Not included')).toHaveLength(2);
  });
});

describe('my subscriptions', () => {
  it('lists active and expired subscriptions with dates, days left, source, invoice, credit note and renewal', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-22T12:00:00Z'));
    installFakeApi({
      handlers: {
        'GET /api/v2/subscriptions': () => ({
          body: {
            data: {
              has_subscription: true,
              active: [
                aSubscription(),
                aSubscription({
                  id: 2,
                  name: 'Research reports',
                  source: 'bonus',
                  renew_plan_id: null,
                  renew_path: null,
                  invoice: null,
                  ends_at: '2026-12-25T12:00:00Z',
                }),
                // A renewal paid ahead: it waits for the current period to end.
                aSubscription({ id: 5, active: false, invoice: null, starts_at: '2027-01-01T00:00:00Z', ends_at: '2028-01-01T00:00:00Z' }),
              ],
              expired: [
                aSubscription({
                  id: 3,
                  name: 'Eva Chat',
                  active: false,
                  source: 'paid',
                  renew_plan_id: 21,
                  renew_path: '/chat-payment/21',
                  invoice: null,
                  starts_at: '2026-01-01T00:00:00Z',
                  ends_at: '2026-01-08T00:00:00Z',
                }),
                // Refunded: its invoice and the credit note against it.
                aSubscription({
                  id: 4,
                  name: 'Old bundle',
                  active: false,
                  renew_plan_id: null,
                  renew_path: null,
                  credit_note: { id: 2, number: 'CN-2026-000002', url: '/api/credit-notes/2/pdf' },
                }),
                // An older server: a plan to renew, no route for it.
                aSubscription({ id: 6, name: 'Eva Signals', active: false, renew_plan_id: 41, renew_path: null, invoice: null }),
              ],
            },
          },
        }),
      },
    });
    renderScreen('/my_subscriptions');
    const active = await screen.findByTestId('subscriptions-active');
    expect(within(active).getByRole('heading', { level: 2, name: 'Active subscriptions' })).toBeInTheDocument();
    const pro = within(active).getByTestId('subscription-1');
    expect(pro).toHaveTextContent('StartedJanuary 1, 2026');
    expect(pro).toHaveTextContent('EndsJanuary 1, 2027');
    expect(within(pro).getByTestId('subscription-days-left')).toHaveTextContent('Days left: 10');
    expect(within(pro).getByTestId('subscription-state')).toHaveTextContent('Active');
    expect(within(pro).getByTestId('subscription-source')).toHaveTextContent('Paid');
    // Fetched with the token on a click: a bare link would save the server's 401 as pdf.json.
    expect(within(pro).getByRole('button', { name: 'Invoice INV-2026-0005 (PDF)' })).not.toHaveAttribute('href');
    expect(within(pro).getByRole('link', { name: 'Renew Eva Pro' })).toHaveAttribute('href', '/payment/12');
    expect(within(pro).queryByTestId('subscription-credit-note')).not.toBeInTheDocument();

    const upcoming = within(active).getByTestId('subscription-5');
    expect(within(upcoming).getByTestId('subscription-state')).toHaveTextContent('Upcoming');
    expect(upcoming).toHaveTextContent('StartsJanuary 1, 2027');
    expect(upcoming).toHaveTextContent('EndsJanuary 1, 2028');
    expect(within(upcoming).queryByTestId('subscription-days-left')).not.toBeInTheDocument();

    const bonus = within(active).getByTestId('subscription-2');
    expect(within(bonus).getByTestId('subscription-days-left')).toHaveTextContent('Days left: 3');
    expect(within(bonus).getByTestId('subscription-source')).toHaveTextContent('Bonus');
    expect(within(bonus).queryByRole('link')).not.toBeInTheDocument();

    const expired = screen.getByTestId('subscriptions-expired');
    const chat = within(expired).getByTestId('subscription-3');
    expect(within(chat).getByTestId('subscription-state')).toHaveTextContent('Expired');
    expect(within(chat).getByTestId('subscription-source')).toHaveTextContent('Paid');
    expect(chat).toHaveTextContent('EndedJanuary 8, 2026');
    expect(within(chat).queryByTestId('subscription-days-left')).not.toBeInTheDocument();
    // Renewing goes to the product's own checkout, as the server names it.
    expect(within(chat).getByRole('link', { name: 'Renew Eva Chat' })).toHaveAttribute('href', '/chat-payment/21');
    expect(within(within(expired).getByTestId('subscription-4')).getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/subscription');
    const refunded = within(expired).getByTestId('subscription-4');
    expect(within(refunded).getByRole('button', { name: 'Invoice INV-2026-0005 (PDF)' })).toBeInTheDocument();
    expect(within(refunded).getByRole('button', { name: 'Credit note CN-2026-000002 (PDF)' })).toBeInTheDocument();
    expect(within(within(expired).getByTestId('subscription-6')).getByRole('link', { name: 'Renew Eva Signals' })).toHaveAttribute('href', '/payment/41');
  });

  it('points to the plans when there is nothing yet', async () => {
    installFakeApi({ handlers: { 'GET /api/v2/subscriptions': () => ({ body: { data: { has_subscription: false, active: [], expired: [] } } }) } });
    renderScreen('/my_subscriptions');
    const empty = await screen.findByTestId('subscriptions-empty');
    expect(empty).toHaveTextContent('You have no subscriptions yet');
    expect(within(empty).getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByTestId('subscriptions-active')).not.toBeInTheDocument();
  });

  it('lists a one-time purchase apart: bought on its day, its invoice and its documents, never a renewal', async () => {
    const analysis = aSubscription({
      id: 9,
      name: 'One stock analysis',
      product: 'stock_analysis',
      renew_plan_id: null,
      renew_path: null,
      starts_at: '2026-11-26T22:30:00Z',
      ends_at: '2027-11-26T22:30:00Z',
    });
    installFakeApi({
      handlers: { 'GET /api/v2/subscriptions': () => ({ body: { data: { has_subscription: false, active: [], expired: [], purchases: [analysis] } } }) },
    });
    renderScreen('/my_subscriptions');
    const purchases = await screen.findByTestId('subscriptions-purchases');
    const card = within(purchases).getByTestId('purchase-9');
    expect(card).toHaveTextContent('One stock analysis');
    // Bought on the 27th in Riyadh (22:30 UTC on the 26th).
    expect(card).toHaveTextContent('Bought on November 27, 2026');
    expect(within(card).getByRole('button', { name: 'Invoice INV-2026-0005 (PDF)' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Your request and documents' })).toHaveAttribute('href', '/analysis/my-documents');
    expect(within(card).queryByText(/Renew|Days left/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('subscription-9')).not.toBeInTheDocument();
    expect(screen.queryByTestId('subscriptions-empty')).not.toBeInTheDocument();
  });

  it('says there is no active subscription when only expired ones remain', async () => {
    installFakeApi({
      handlers: {
        'GET /api/v2/subscriptions': () => ({
          body: { data: { has_subscription: false, active: [], expired: [aSubscription({ id: 3, active: false })] } },
        }),
      },
    });
    renderScreen('/my_subscriptions');
    const active = await screen.findByTestId('subscriptions-active');
    expect(active).toHaveTextContent('You have no active subscription.');
    expect(within(screen.getByTestId('subscriptions-expired')).getByTestId('subscription-3')).toBeInTheDocument();
  });
});

describe('success after paying', () => {
  const payment = aPayment;

  it('waits for the provider’s confirmation, asking again every 2 s, then shows the package, the plan and the amount paid', async () => {
    let asked = 0;
    const api = installFakeApi({
      handlers: {
        'GET /api/payments/70': () => {
          asked += 1;
          return { body: { data: asked < 2 ? payment() : payment({ status: 'paid', paid_at: '2026-01-10T10:01:00Z' }) } };
        },
      },
    });
    renderScreen('/success/payment?payment=70');
    const pending = await screen.findByTestId('payment-pending');
    expect(pending).toHaveTextContent('Waiting for the payment provider to confirm your payment…');
    expect(within(pending).getByRole('progressbar')).toBeInTheDocument();

    const paid = await screen.findByTestId('payment-paid', {}, { timeout: 6000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment completed' })).toBeInTheDocument();
    // The payment names its package and plan: no other call for them.
    expect(within(paid).getByTestId('payment-plan')).toHaveTextContent('Eva Pro — Annual');
    expect(visible(within(paid).getByTestId('payment-amount').textContent)).toBe('SAR 1,150.00');
    expect(api.calls.filter((call) => call.path === '/api/payments/70')).toHaveLength(2);
    expect(api.calls.filter((call) => call.path.startsWith('/api/plans'))).toEqual([]);
  });

  it('offers to try again when the payment failed', async () => {
    installFakeApi({
      handlers: {
        'GET /api/payments/70': () => ({ body: { data: payment({ status: 'failed', failure_reason: 'The card was declined' }) } }),
      },
    });
    renderScreen('/success/payment?payment=70');
    const failed = await screen.findByTestId('payment-failed');
    expect(failed).toHaveTextContent('Nothing was charged; you can try again.');
    expect(failed).toHaveTextContent('Reason: The card was declined');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/payment/12');
  });

  it('without a payment in the address, just says it is done', async () => {
    const api = installFakeApi();
    renderScreen('/success/analysis');
    const page = await screen.findByTestId('success-page');
    expect(page).toHaveTextContent('Request received');
    expect(api.calls.some((call) => call.path.startsWith('/api/payments'))).toBe(false);
  });
});
