import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { localKeys } from '../../../lib/storage-keys';
import { installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { browser } from '../lib/browser';
import { aCheckout, aCouponResult, aPackage, aPayment, bnplOfferFor, methodsFor, priceOf } from '../testing/fixtures';
import type { Checkout, CouponResult, SubscribeInput } from '../types';
import { visible } from '../../../test/visible-text';

const couponPrice = priceOf(138_000, 34_500); // SAR 1,035.00

function installCheckoutApi(
  checkout: Checkout = aCheckout(),
  extra: Parameters<typeof installFakeApi>[0] = {},
  coupon: CouponResult = aCouponResult('EVA10', couponPrice),
) {
  return installFakeApi({
    ...extra,
    handlers: {
      'GET /api/plans/12': () => ({ body: { data: checkout } }),
      'POST /api/coupon/valid': ({ body }) => {
        const { code } = body as { code: string };
        if (code === 'EVA10') return { body: { data: coupon } };
        return { status: 422, body: { message: 'The given data was invalid.', errors: { code: ['This coupon has expired'] } } };
      },
      ...extra.handlers,
    },
  });
}

const subscribeCalls = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/subscribe').map((call) => call.body as SubscribeInput);

const row = (id: string) => visible(screen.getByTestId(`summary-${id}`).textContent);

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.ApplePaySession;
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

describe('checkout', () => {
  it('shows the order and the server’s price broken down: list price, discount, VAT 15%, total', async () => {
    installCheckoutApi();
    renderScreen('/payment/12');
    await screen.findByTestId('checkout-form');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByTestId('checkout-package')).toHaveTextContent('Eva Pro');
    expect(screen.getByTestId('checkout-plan')).toHaveTextContent('Annual');
    expect(row('list')).toBe('PriceSAR 1,380.00');
    expect(row('discount')).toBe('DiscountSAR -230.00');
    expect(row('net')).toBe('Price before VATSAR 1,000.00');
    expect(row('vat')).toBe('VAT (15%)SAR 150.00');
    expect(row('total')).toBe('Total, VAT includedSAR 1,150.00');
    expect(screen.getByTestId('pay-button')).toHaveTextContent('Pay SAR 1,150.00');
    expect(screen.getByRole('link', { name: 'payment terms' })).toHaveAttribute('href', '/payment-terms');
  });

  it('shows an upgrade’s credit on its own line, apart from the discount', async () => {
    const credited = { ...priceOf(179_900, 44_900), credit_halalas: 44_900 };
    installCheckoutApi(aCheckout({ plan: { ...aCheckout().plan, price: credited } }));
    renderScreen('/payment/12');
    await screen.findByTestId('checkout-form');
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(row('credit')).toBe('What remains of your current packageSAR -449.00');
    expect(row('total')).toBe('Total, VAT includedSAR 1,350.00');
  });

  it('says the payment terms changed since the buyer last agreed, and names the new version', async () => {
    installCheckoutApi(aCheckout(), {
      handlers: {
        'GET /api/consents': () => ({
          body: { data: { documents: [{ key: 'payment-terms', current_version: 3, accepted_version: 2, needs_acceptance: true }] } },
        }),
      },
    });
    renderScreen('/payment/12');
    expect(await screen.findByTestId('payment-terms-changed')).toHaveTextContent('version 3');
  });

  it('leaves out the discount line when there is none', async () => {
    installCheckoutApi(aCheckout({ plan: { ...aCheckout().plan, price: priceOf(11_500) } }));
    renderScreen('/payment/12');
    await screen.findByTestId('checkout-form');
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(row('vat')).toBe('VAT (15%)SAR 15.00');
    expect(row('total')).toBe('Total, VAT includedSAR 115.00');
  });

  it('asks, in Arabic, for a payment method and the terms before calling the server', async () => {
    await i18n.changeLanguage('ar');
    const api = installCheckoutApi();
    renderScreen('/payment/12', { language: 'ar' });
    await screen.findByTestId('checkout-form');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('pay-button'));

    expect(screen.getByText('يرجى اختيار طريقة الدفع')).toBeInTheDocument();
    expect(screen.getByText('يجب الموافقة على الشروط والأحكام')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /شروط الدفع/ })).toHaveAccessibleDescription('يجب الموافقة على الشروط والأحكام');
    expect(subscribeCalls(api.calls)).toEqual([]);
    expect(visible(screen.getByTestId('pay-button').textContent)).toBe('ادفع 1,150.00 ر.س');

    // Choosing a method clears its message; the terms one stays until the box is ticked.
    await user.click(screen.getByRole('radio', { name: 'مدى' }));
    expect(screen.queryByText('يرجى اختيار طريقة الدفع')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('pay-button'));
    expect(screen.getByText('يجب الموافقة على الشروط والأحكام')).toBeInTheDocument();
    expect(subscribeCalls(api.calls)).toEqual([]);
  });

  it('applies a coupon: the summary and the pay button show the server’s new price, and subscribe sends the code', async () => {
    const leave = vi.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);
    const api = installCheckoutApi(aCheckout(), {
      handlers: {
        'POST /api/subscribe': () => ({ status: 201, body: { data: { payment_id: 70, status: 'initiated', redirect_url: 'https://pay.example/70' } } }),
      },
    });
    renderScreen('/payment/12');
    await screen.findByTestId('checkout-form');
    const user = userEvent.setup();
    const coupon = screen.getByLabelText('Coupon code');

    await user.type(coupon, 'OLD');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(coupon).toHaveAccessibleDescription('This coupon has expired'));
    expect(row('total')).toBe('Total, VAT includedSAR 1,150.00');

    await user.clear(coupon);
    expect(coupon).not.toHaveAccessibleDescription('This coupon has expired');
    await user.type(coupon, 'EVA10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent('Coupon EVA10 applied');
    expect(row('discount')).toBe('DiscountSAR -345.00');
    expect(row('vat')).toBe('VAT (15%)SAR 135.00');
    expect(row('total')).toBe('Total, VAT includedSAR 1,035.00');
    expect(screen.getByTestId('pay-button')).toHaveTextContent('Pay SAR 1,035.00');
    expect(api.calls.filter((call) => call.path === '/api/coupon/valid').map((call) => call.body)).toEqual([
      { code: 'OLD', plan_id: 12 },
      { code: 'EVA10', plan_id: 12 },
    ]);

    await user.click(screen.getByRole('radio', { name: 'Visa' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://pay.example/70'));
    expect(subscribeCalls(api.calls)).toEqual([
      { plan_id: 12, method: 'visa', coupon: 'EVA10', accept_terms: true, idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
  });

  it('does not pay with a typed coupon that was never applied', async () => {
    const api = installCheckoutApi();
    renderScreen('/payment/12');
    await screen.findByTestId('checkout-form');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Coupon code'), 'EVA10');
    await user.click(screen.getByRole('radio', { name: 'mada' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByTestId('pay-button'));
    expect(screen.getByLabelText('Coupon code')).toHaveAccessibleDescription('Apply the coupon first, or clear the field');
    expect(subscribeCalls(api.calls)).toEqual([]);
  });

  it('disables pay-later with the reason when the total is outside its limits, and offers it as the coupon’s answer says', async () => {
    // SAR 1,150.00 is over a SAR 1,100.00 limit: the server leaves pay-later out of the methods.
    const limits = { min_halalas: 10_000, max_halalas: 110_000 };
    const bnpl = bnplOfferFor(aCheckout().plan.price.total_halalas, limits);
    // The coupon is checked a day later: the server's schedule for SAR 1,035.00 starts that day.
    const couponBnpl = bnplOfferFor(couponPrice.total_halalas, limits, '2026-01-11');
    installCheckoutApi(
      aCheckout({ methods: methodsFor(bnpl), bnpl }),
      {},
      { code: 'EVA10', price: couponPrice, methods: methodsFor(couponBnpl), bnpl: couponBnpl },
    );
    renderScreen('/payment/12');
    await screen.findByTestId('checkout-form');
    const payLater = () => screen.getByRole('radio', { name: 'Buy now, pay later in 4 instalments' });
    expect(payLater()).toBeDisabled();
    expect(payLater()).toHaveAccessibleDescription('Pay later is available for totals from SAR 100.00 to SAR 1,100.00.');
    expect(screen.queryByTestId('bnpl-schedule')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'mada' })).toBeEnabled();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Coupon code'), 'EVA10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByTestId('coupon-applied');
    expect(payLater()).toBeEnabled();
    // The server's schedule for the discounted total, as it sent it (its dates, its amounts).
    const schedule = screen.getByTestId('bnpl-schedule');
    expect(
      within(schedule)
        .getAllByRole('listitem')
        .map((item) => visible(item.textContent)),
    ).toEqual(['TodaySAR 258.75', 'Feb 11, 2026SAR 258.75', 'Mar 11, 2026SAR 258.75', 'Apr 11, 2026SAR 258.75']);

    // Removing the coupon brings back the plan's own offer, and drops a choice it does not allow.
    await user.click(payLater());
    await user.click(within(screen.getByTestId('coupon-applied')).getByRole('button', { name: 'Remove the coupon' }));
    expect(payLater()).toBeDisabled();
    expect(payLater()).not.toBeChecked();
    expect(screen.queryByTestId('bnpl-schedule')).not.toBeInTheDocument();
  });

  it('offers the methods the coupon’s answer lists for the discounted total', async () => {
    // A coupon bringing the total under pay-later's minimum, and a provider that takes cards only.
    const cheap = priceOf(11_500, 2_000);
    const bnpl = bnplOfferFor(cheap.total_halalas);
    installCheckoutApi(aCheckout(), {}, { code: 'EVA10', price: cheap, methods: ['visa', 'mastercard'], bnpl });
    renderScreen('/payment/12');
    await screen.findByTestId('checkout-form');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'mada' }));
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['mada', 'visa', 'mastercard', 'bnpl']);

    await user.type(screen.getByLabelText('Coupon code'), 'EVA10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByTestId('coupon-applied');
    expect(row('total')).toBe('Total, VAT includedSAR 95.00');
    // mada is gone (and no longer chosen); pay-later stays, disabled, with its limits.
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['visa', 'mastercard', 'bnpl']);
    expect(screen.getByRole('radio', { name: 'Buy now, pay later in 4 instalments' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Buy now, pay later in 4 instalments' })).toHaveAccessibleDescription(
      'Pay later is available for totals from SAR 100.00 to SAR 5,000.00.',
    );
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByTestId('pay-button'));
    expect(screen.getByText('Please select a payment method')).toBeInTheDocument();
  });

  it('shows the pay-later schedule from the server: a quarter today, then three monthly', async () => {
    installCheckoutApi();
    renderScreen('/payment/12');
    const schedule = await screen.findByTestId('bnpl-schedule');
    expect(
      within(schedule)
        .getAllByRole('listitem')
        .map((item) => visible(item.textContent)),
    ).toEqual(['TodaySAR 287.50', 'Feb 10, 2026SAR 287.50', 'Mar 10, 2026SAR 287.50', 'Apr 10, 2026SAR 287.50']);
    expect(screen.getByRole('radio', { name: 'Buy now, pay later in 4 instalments' })).toBeEnabled();
  });

  it('offers Apple Pay only when the browser can pay with it', async () => {
    installCheckoutApi();
    const view = renderScreen('/payment/12');
    await screen.findByTestId('checkout-form');
    expect(screen.queryByRole('radio', { name: 'Apple Pay' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['mada', 'visa', 'mastercard', 'bnpl']);
    view.unmount();

    window.ApplePaySession = { canMakePayments: () => false };
    const refused = renderScreen('/payment/12');
    await screen.findByTestId('checkout-form');
    expect(screen.queryByRole('radio', { name: 'Apple Pay' })).not.toBeInTheDocument();
    refused.unmount();

    window.ApplePaySession = { canMakePayments: () => true };
    renderScreen('/payment/12');
    await screen.findByTestId('checkout-form');
    expect(screen.getByRole('radio', { name: 'Apple Pay' })).toBeInTheDocument();
  });

  it('offers only the methods the providers accept', async () => {
    window.ApplePaySession = { canMakePayments: () => true };
    installCheckoutApi(aCheckout({ methods: ['visa', 'mastercard'] }));
    renderScreen('/chat-payment/12');
    await screen.findByTestId('checkout-form');
    expect(screen.getByRole('heading', { level: 1, name: 'Eva Chat payment' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['visa', 'mastercard']);
  });

  it('retries one attempt with the same idempotency key, and starts a new attempt with a new one', async () => {
    const leave = vi.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);
    let answers = 0;
    const api = installCheckoutApi(aCheckout(), {
      handlers: {
        'POST /api/subscribe': () => {
          answers += 1;
          if (answers < 3) return { status: 503, body: { message: 'The payment provider is not answering' } };
          return { status: 201, body: { data: { payment_id: 71, status: 'initiated', redirect_url: 'https://pay.example/71' } } };
        },
      },
    });
    renderScreen('/payment/12');
    await screen.findByTestId('checkout-form');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'mada' }));
    await user.click(screen.getByRole('checkbox'));

    await user.click(screen.getByTestId('pay-button'));
    expect(await screen.findByText('The payment provider is not answering')).toBeInTheDocument();
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(subscribeCalls(api.calls)).toHaveLength(2));
    const [first, retry] = subscribeCalls(api.calls);
    expect(first!.idempotency_key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retry).toEqual(first);

    // A different method is a different attempt.
    await user.click(screen.getByRole('radio', { name: 'Visa' }));
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://pay.example/71'));
    const third = subscribeCalls(api.calls)[2]!;
    expect(third.method).toBe('visa');
    expect(third.idempotency_key).not.toBe(first!.idempotency_key);
  });

  it('sends one request for a double click and keeps the button disabled while it is on its way', async () => {
    const leave = vi.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);
    const api = installCheckoutApi(aCheckout(), {
      handlers: {
        'POST /api/subscribe': () => ({ status: 201, body: { data: { payment_id: 72, status: 'initiated', redirect_url: 'https://pay.example/72' } } }),
      },
    });
    // Hold the subscribe answer until the test lets it go.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (String(input).endsWith('/api/subscribe')) await held;
      return answer(input, init);
    });
    renderScreen('/payment/12');
    await screen.findByTestId('checkout-form');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'mada' }));
    await user.click(screen.getByRole('checkbox'));
    await user.dblClick(screen.getByTestId('pay-button'));
    await waitFor(() => expect(screen.getByTestId('pay-button')).toBeDisabled());
    expect(screen.getByTestId('pay-button')).toHaveTextContent('Taking you to the payment page…');
    release();
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(subscribeCalls(api.calls)).toHaveLength(1);
  });

  it('shows the outcome of an attempt the server had already decided, instead of leaving for a page', async () => {
    const leave = vi.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);
    installCheckoutApi(aCheckout(), {
      handlers: {
        'POST /api/subscribe': () => ({ body: { data: { payment_id: 73, status: 'paid', redirect_url: null } } }),
        'GET /api/payments/73': () => ({ body: { data: aPayment({ id: 73, status: 'paid', paid_at: '2026-01-10T10:01:00Z' }) } }),
      },
    });
    renderScreen('/payment/12');
    await screen.findByTestId('checkout-form');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'mada' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByTestId('pay-button'));
    expect(await screen.findByTestId('payment-paid')).toHaveTextContent('Eva Pro — Annual');
    expect(leave).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors under their fields', async () => {
    const api = installCheckoutApi(aCheckout(), {
      handlers: {
        'POST /api/subscribe': () => ({
          status: 422,
          body: { message: 'The given data was invalid.', errors: { method: ['mada is not available right now'], coupon: ['This coupon is used up'] } },
        }),
      },
    });
    renderScreen('/payment/12');
    await screen.findByTestId('checkout-form');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Coupon code'), 'EVA10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByTestId('coupon-applied');
    await user.click(screen.getByRole('radio', { name: 'mada' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByTestId('pay-button'));

    expect(await screen.findByText('mada is not available right now')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('mada is not available right now');
    expect(screen.getByLabelText('Coupon code')).toHaveAccessibleDescription('This coupon is used up');
    // Named fields only: no form-level alert repeating the summary message.
    expect(screen.queryByText('The given data was invalid.')).not.toBeInTheDocument();
    expect(subscribeCalls(api.calls)).toHaveLength(1);
  });

  it('says a returned payment failed, nothing was charged, and why', async () => {
    installCheckoutApi(aCheckout(), {
      handlers: {
        'GET /api/payments/77': () => ({
          body: { data: aPayment({ id: 77, status: 'failed', failure_reason: 'The card was declined' }) },
        }),
      },
    });
    renderScreen('/payment/12?payment=77&status=failed');
    const alert = await screen.findByTestId('payment-failed');
    expect(alert).toHaveTextContent('The payment was not completed. Nothing was charged; you can try again.');
    await waitFor(() => expect(alert).toHaveTextContent('Reason: The card was declined'));
    expect(await screen.findByTestId('checkout-form')).toBeInTheDocument();
  });

  it('says so when the plan does not exist', async () => {
    installFakeApi();
    renderScreen('/reports-payment/999');
    expect(await screen.findByTestId('checkout-not-found')).toHaveTextContent('This plan was not found.');
    expect(screen.getByRole('link', { name: 'Back to research reports' })).toHaveAttribute('href', '/reports');
  });
});

describe('checkout of a stock analysis', () => {
  const analysisCheckout = aCheckout({ package: aPackage({ id: 5, product: 'stock_analysis', name: 'Two stocks', stocks_count: 2, grants: [] }) });

  it('pays the request named in the address through the stock-analysis endpoint', async () => {
    const leave = vi.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);
    const api = installCheckoutApi(analysisCheckout, {
      handlers: {
        'POST /api/stock-analysis/subscribe': () => ({
          status: 201,
          body: { data: { payment_id: 74, status: 'initiated', redirect_url: 'https://pay.example/74' } },
        }),
      },
    });
    renderScreen('/analysis-payment/12?request=9');
    await screen.findByTestId('checkout-form');
    expect(screen.getByRole('heading', { level: 1, name: 'Stock analysis payment' })).toBeInTheDocument();
    expect(screen.getByTestId('checkout-order')).toHaveTextContent('Stocks analysed: 2');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'mada' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://pay.example/74'));
    expect(api.calls.filter((call) => call.method === 'POST' && call.path === '/api/stock-analysis/subscribe').map((call) => call.body)).toEqual([
      { plan_id: 12, method: 'mada', accept_terms: true, idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/), request_id: 9 },
    ]);
    expect(subscribeCalls(api.calls)).toEqual([]);
  });

  it('shows the server’s refusal of a request already paid', async () => {
    installCheckoutApi(analysisCheckout, {
      handlers: {
        'POST /api/stock-analysis/subscribe': () => ({
          status: 422,
          body: { message: 'This request is paid already', errors: { request_id: ['This request is paid already'] } },
        }),
      },
    });
    renderScreen('/analysis-payment/12?request=9');
    await screen.findByTestId('checkout-form');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'mada' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByTestId('pay-button'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This request is paid already');
  });

  it('asks which request to pay when the address names none', async () => {
    installCheckoutApi(analysisCheckout);
    renderScreen('/analysis-payment/12');
    expect(await screen.findByTestId('checkout-no-request')).toHaveTextContent('Which analysis request is this payment for?');
    expect(screen.getByRole('link', { name: 'My documents' })).toHaveAttribute('href', '/analysis/my-documents');
    expect(screen.queryByTestId('checkout-form')).toBeNull();
  });
});
