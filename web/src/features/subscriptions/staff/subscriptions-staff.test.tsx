import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { formatMoment } from '../../../lib/format';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, allModules, installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { aStaffCoupon, aStaffPackage, aStaffPayment, aStaffPaymentDetail, aStaffPlan } from '../testing/fixtures';
import type { StaffPackage, StaffPackageInput, StaffPaymentDetail } from '../types';
import { visible } from '../../../test/visible-text';

const staff = aUser({ role: 'staff' });

/** Puts text into a field the way pasting does: one change instead of a render per keystroke. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

/** An analyst's rating list: priced by its analyst, read-only here. */
const analystList = aStaffPackage({
  id: 9,
  product: 'rating_list',
  product_ref: 3,
  owner_id: 77,
  grants: [],
  name_ar: 'قائمة نورة',
  name_en: 'Noura’s list',
  plans: [aStaffPlan({ id: 91, price_halalas: 2_500 })],
});

describe('staff: plans and prices', () => {
  it('lists packages with their durations, and shows analysts’ lists read-only', async () => {
    installFakeApi({ user: staff, handlers: { 'GET /api/staff/packages': () => ({ body: { data: [aStaffPackage(), analystList] } }) } });
    renderScreen('/staff/plans');

    const pro = await screen.findByTestId('staff-package-1');
    expect(pro).toHaveTextContent('إيفا برو');
    expect(pro).toHaveTextContent('Eva Pro');
    expect(pro).toHaveTextContent('Platform');
    expect(within(pro).getByText('Eva Chat, the AI assistant')).toBeInTheDocument();
    expect(visible(within(pro).getByTestId('staff-plan-11').textContent)).toBe('Monthly: SAR 115.00');
    expect(visible(within(pro).getByTestId('staff-plan-13').textContent)).toBe('Quarterly: SAR 330.00 (off sale)');
    expect(visible(within(pro).getByTestId('staff-plan-12').textContent)).toBe('Annual: SAR 1,150.00');
    expect(within(pro).getByRole('button', { name: 'Edit Eva Pro' })).toBeInTheDocument();

    const analysts = screen.getByTestId('staff-analyst-lists');
    expect(analysts).toHaveTextContent('Analysts price their own rating and opinion lists');
    const list = within(analysts).getByTestId('staff-package-9');
    expect(list).toHaveTextContent('Analyst rating list');
    expect(visible(within(list).getByTestId('staff-plan-91').textContent)).toBe('Monthly: SAR 25.00');
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    // The staff list of its own products has no row for the analyst's list.
    expect(within(screen.getByTestId('staff-packages')).queryByTestId('staff-package-9')).not.toBeInTheDocument();
  });

  it('saves an edited price typed in riyals as whole halalas, with the rest of the package as it was', async () => {
    let current: StaffPackage = aStaffPackage();
    const api = installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/packages': () => ({ body: { data: [current] } }),
        'PUT /api/staff/packages/1': ({ body }) => {
          const input = body as StaffPackageInput;
          current = { ...current, plans: current.plans.map((plan) => ({ ...plan, ...input.plans.find((p) => p.plan_type === plan.plan_type) })) };
          return { body: { data: current } };
        },
      },
    });
    renderScreen('/staff/plans');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Eva Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit package: Eva Pro' });

    const monthly = within(dialog).getByLabelText('Monthly price (SAR)');
    expect(monthly).toHaveValue('115.00');
    expect(within(dialog).getByLabelText('Annual price (SAR)')).toHaveValue('1150.00');
    expect(within(dialog).getByLabelText('Feature bullets · English')).toHaveValue('Unlimited Eva Chat\nDaily technical signals');
    await user.clear(monthly);
    await fill(user, monthly, '49.9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const puts = api.calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]).toEqual({
      method: 'PUT',
      path: '/api/staff/packages/1',
      body: {
        product: 'platform',
        grants: ['ai_chat', 'signals', 'technical_analysis', 'reports'],
        name_ar: 'إيفا برو',
        name_en: 'Eva Pro',
        description_ar: 'كل ما تقدمه إيفا',
        description_en: 'Everything Eva offers',
        features_ar: ['محادثة إيفا بلا حدود', 'إشارات فنية يومية'],
        features_en: ['Unlimited Eva Chat', 'Daily technical signals'],
        stocks_count: null,
        discount_percent: 0,
        sort: 1,
        active: true,
        plans: [
          { plan_type: 'monthly', price_halalas: 4990, active: true },
          { plan_type: 'quarterly', price_halalas: 33_000, active: false },
          { plan_type: 'annual', price_halalas: 115_000, active: true },
        ],
      },
    });
    // The dialog closes and the list shows the server's new price.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('staff-plans-notice')).toHaveTextContent('Eva Pro is saved.');
    await waitFor(() => expect(visible(screen.getByTestId('staff-plan-11').textContent)).toBe('Monthly: SAR 49.90'));
  });

  it('refuses a price with three decimals before calling the server, and shows the server’s field errors under their fields', async () => {
    const api = installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/packages': () => ({ body: { data: [aStaffPackage()] } }),
        'PUT /api/staff/packages/1': () => ({
          status: 422,
          body: {
            message: 'The given data was invalid.',
            errors: { name_en: ['The name is required.'], plans: ['A price is from SAR 1.00 to SAR 1,000,000.00.'] },
          },
        }),
      },
    });
    renderScreen('/staff/plans');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Eva Pro' }));
    const dialog = await screen.findByRole('dialog');
    const annual = within(dialog).getByLabelText('Annual price (SAR)');
    await user.clear(annual);
    await fill(user, annual, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(annual).toHaveAccessibleDescription('At most two decimals (halalas)');
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(annual);
    await fill(user, annual, '0.5');
    await user.clear(within(dialog).getByLabelText('Name · English'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Name · English')).toHaveAccessibleDescription('The name is required.'));
    expect(within(dialog).getByTestId('staff-package-plans')).toHaveTextContent('A price is from SAR 1.00 to SAR 1,000,000.00.');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      name_en: '',
      plans: expect.arrayContaining([{ plan_type: 'annual', price_halalas: 50, active: true }]),
    });
    // The messages sit under their fields, not in a general alert.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('staff: coupons', () => {
  it('lists coupons with their value, window and use', async () => {
    installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/coupons': () => ({
          body: {
            data: [
              aStaffCoupon(),
              aStaffCoupon({
                id: 5,
                code: 'SAVE50',
                kind: 'fixed',
                value: 5_000,
                starts_at: null,
                ends_at: null,
                max_redemptions: null,
                per_user_limit: null,
                products: [],
                redeemed: 3,
              }),
            ],
          },
        }),
      },
    });
    renderScreen('/staff/coupons');
    const ramadan = await screen.findByTestId('staff-coupon-4');
    expect(ramadan).toHaveTextContent('RAMADAN20');
    expect(ramadan).toHaveTextContent('Percent');
    expect(visible(ramadan.textContent)).toContain('20%');
    expect(visible(ramadan.textContent)).toContain('37 / 500');
    expect(ramadan).toHaveTextContent('Platform');
    const fixed = screen.getByTestId('staff-coupon-5');
    expect(visible(fixed.textContent)).toContain('SAR 50.00');
    expect(fixed).toHaveTextContent('Always');
    expect(visible(fixed.textContent)).toContain('3 / Unlimited');
    expect(fixed).toHaveTextContent('All products');
  });

  it('sends a fixed amount in halalas and shows the server’s message under the code', async () => {
    const api = installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/coupons': () => ({ body: { data: [aStaffCoupon()] } }),
        'POST /api/staff/coupons': () => ({
          status: 422,
          body: { message: 'The given data was invalid.', errors: { code: ['This code is already in use.'] } },
        }),
      },
    });
    renderScreen('/staff/coupons');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('staff-coupon-add'));
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });

    await fill(user, within(dialog).getByLabelText('Code'), 'ramadan20');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Fixed amount' }));
    await fill(user, within(dialog).getByLabelText('Discount (SAR)'), '25.5');
    await fill(user, within(dialog).getByLabelText('Uses per buyer'), '1');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Research reports' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const code = within(dialog).getByLabelText('Code');
    await waitFor(() => expect(code).toHaveAccessibleDescription('This code is already in use.'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      code: 'ramadan20',
      kind: 'fixed',
      value: 2550,
      starts_at: null,
      ends_at: null,
      max_redemptions: null,
      per_user_limit: 1,
      products: ['reports'],
      active: true,
    });
  });
});

describe('staff: payments', () => {
  const refunded = (detail: StaffPaymentDetail, amount = detail.payment.total_halalas, reason = ''): StaffPaymentDetail => ({
    payment: {
      ...detail.payment,
      status: amount === detail.payment.total_halalas ? 'refunded' : 'paid',
      refunded_halalas: amount,
      refund_reason: reason,
      refundable_halalas: 0,
    },
    transitions: [
      ...detail.transitions,
      { from_status: 'paid', to_status: 'refunded', actor: 'staff:1', actor_name: 'Huda Al-Otaibi', detail: 'refunded by staff', at: '2026-01-12T09:00:00Z' },
    ],
    invoice: detail.invoice,
    credit_note: { id: 3, number: 'CN-2026-000003', url: '/api/credit-notes/3/pdf' },
  });

  const reasonRequired = {
    status: 422,
    body: { message: 'Invalid data', errors: { reason: ['Please write why it is refunded: it is kept with the payment'] } },
  };

  function installPaymentsApi(refund: () => { status?: number; body?: unknown }) {
    const searches: string[] = [];
    let detail = aStaffPaymentDetail();
    const failed = aStaffPayment({ id: 6, status: 'failed', user_email: 'other@example.com', method: 'visa', failure_reason: 'Card declined' });
    const api = installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/payments': ({ url }) => {
          searches.push(url.search);
          const status = url.searchParams.get('status');
          const rows = [detail.payment, failed].filter((p) => !status || p.status === status);
          return { body: { data: rows, meta: { page: 1, per_page: 30, total: rows.length } } };
        },
        'GET /api/staff/payments/7': () => ({ body: { data: detail } }),
        'POST /api/staff/payments/7/refund': ({ body }) => {
          const { reason, amount_halalas: amount } = (body ?? {}) as { reason?: string; amount_halalas?: number };
          if (!reason?.trim()) return reasonRequired;
          const answer = refund();
          if ((answer.status ?? 200) === 200) {
            detail = refunded(detail, amount ?? detail.payment.total_halalas, reason);
            return { body: { data: detail } };
          }
          return answer;
        },
      },
    });
    return { api, searches };
  }

  it('filters by status in the query string, opens a payment, and refunds it after confirmation', async () => {
    const { api, searches } = installPaymentsApi(() => ({}));
    renderScreen('/staff/payments');
    const row = await screen.findByTestId('staff-payment-7');
    expect(screen.getByTestId('staff-payment-6')).toBeInTheDocument();
    expect(row).toHaveTextContent('buyer@example.com');
    expect(row).toHaveTextContent('Eva Pro');
    expect(row).toHaveTextContent('Annual');
    expect(row).toHaveTextContent('mada');
    expect(row).toHaveTextContent('Paid');
    expect(visible(row.textContent)).toContain('SAR 1,150.00');
    expect(visible(row.textContent)).toContain('SAR 150.00');
    expect(searches[0]).toBe('?page=1&per_page=30');

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    await waitFor(() => expect(screen.queryByTestId('staff-payment-6')).not.toBeInTheDocument());
    expect(searches.at(-1)).toBe('?status=paid&page=1&per_page=30');
    expect(screen.getByTestId('location')).toHaveTextContent('/staff/payments?status=paid');

    await user.click(screen.getByTestId('staff-payment-7'));
    const dialog = await screen.findByRole('dialog', { name: /Payment 7/ });
    await within(dialog).findByTestId('staff-payment-amounts');
    const amounts = visible(within(dialog).getByTestId('staff-payment-amounts').textContent);
    expect(amounts).toBe('List priceSAR 1,380.00DiscountSAR 230.00Total, VAT includedSAR 1,150.00VATSAR 150.00Net of VATSAR 1,000.00');
    expect(within(dialog).getByTestId('staff-payment-reference')).toHaveTextContent('pay_8f2c1');
    const history = within(dialog).getAllByTestId('staff-payment-transition');
    expect(history).toHaveLength(3);
    expect(history[0]).toHaveTextContent('Created→Started');
    // Who moved it, by name and role, and what happened, in words rather than the server's codes.
    expect(history[0]).toHaveTextContent('Customer: Sara Al-Harbi · The customer started paying');
    expect(history[1]).toHaveTextContent('Payment provider (Moyasar) · The provider’s payment page was opened');
    expect(history[0]).toHaveTextContent(formatMoment('2026-01-10T10:00:00Z', 'en'));
    expect(history[2]).toHaveTextContent('Pending→Paid');
    expect(history[2]).toHaveTextContent('Notice from the payment provider (Moyasar) · Amount captured');
    expect(within(dialog).getByTestId('staff-payment-status')).toHaveTextContent('Paid');
    expect(within(within(dialog).getByTestId('staff-payment-invoice')).getByRole('button', { name: 'INV-2026-000005' })).not.toHaveAttribute('href');
    expect(within(dialog).queryByTestId('staff-payment-credit-note')).not.toBeInTheDocument();

    // Nothing is sent until the refund is confirmed; cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const confirm = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    expect(visible(confirm.textContent)).toContain('SAR 1,150.00 goes back to buyer@example.com through moyasar');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund this payment?' })).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const asking = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    expect(within(asking).getByTestId('staff-refund-amount')).toHaveValue('1150.00');
    // The reason is required: the server's message shows under the field and nothing changes.
    await user.click(within(asking).getByTestId('staff-refund-confirm'));
    expect(await within(asking).findByText('Please write why it is refunded: it is kept with the payment')).toBeInTheDocument();
    await user.type(within(asking).getByTestId('staff-refund-reason'), 'Customer asked');
    await user.click(within(asking).getByTestId('staff-refund-confirm'));

    await waitFor(() => expect(within(dialog).getByTestId('staff-payment-status')).toHaveTextContent('Refunded'));
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)).toEqual({
      method: 'POST',
      path: '/api/staff/payments/7/refund',
      body: { reason: 'Customer asked' },
    });
    expect(within(dialog).getByTestId('staff-payment-refunded')).toHaveTextContent('The payment is refunded.');
    expect(within(dialog).getAllByTestId('staff-payment-transition')).toHaveLength(4);
    expect(within(dialog).getAllByTestId('staff-payment-transition')[3]).toHaveTextContent('Staff: Huda Al-Otaibi · Refunded by staff');
    expect(within(dialog).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    // The refund is documented by a credit note against the invoice.
    const note = within(dialog).getByTestId('staff-payment-credit-note');
    expect(note).toHaveTextContent('Credit note');
    // (The confirmation may still be closing, keeping the dialog hidden from the accessibility tree.)
    expect(within(note).getByText('CN-2026-000003').closest('button')).toHaveAttribute('data-testid', 'staff-tax-document-CN-2026-000003');
  });

  it('shows why a refund was refused (409) and keeps the payment as it was', async () => {
    const { api } = installPaymentsApi(() => ({ status: 409, body: { message: 'This payment was already refunded at the provider.' } }));
    renderScreen('/staff/payments?payment=7');
    const dialog = await screen.findByRole('dialog', { name: /Payment 7/ });
    const user = userEvent.setup();
    await user.click(await within(dialog).findByRole('button', { name: 'Refund' }));
    const asking = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    await user.type(within(asking).getByTestId('staff-refund-reason'), 'Customer asked');
    await user.click(within(asking).getByTestId('staff-refund-confirm'));

    expect(await within(asking).findByTestId('staff-payment-refund-error')).toHaveTextContent('This payment was already refunded at the provider.');
    expect(within(dialog).getByTestId('staff-payment-status')).toHaveTextContent('Paid');
    expect(within(dialog).queryByTestId('staff-payment-refunded')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('refunds part of a payment with a reason; what it bought stays and the part is shown', async () => {
    const { api } = installPaymentsApi(() => ({}));
    renderScreen('/staff/payments?payment=7');
    const dialog = await screen.findByRole('dialog', { name: /Payment 7/ });
    const user = userEvent.setup();
    await user.click(await within(dialog).findByRole('button', { name: 'Refund' }));
    const asking = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    const amount = within(asking).getByTestId('staff-refund-amount');
    // More than was paid is refused before anything is sent.
    await user.clear(amount);
    await user.type(amount, '2000');
    await user.type(within(asking).getByTestId('staff-refund-reason'), 'Two days without service');
    await user.click(within(asking).getByTestId('staff-refund-confirm'));
    expect(within(asking).getByText(/Enter an amount above zero and no more than/)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '100.50');
    expect(visible(asking.textContent)).toContain('SAR 100.50 of this payment goes back to buyer@example.com');
    await user.click(within(asking).getByTestId('staff-refund-confirm'));
    expect(await within(dialog).findByTestId('staff-payment-refunded')).toHaveTextContent(/SAR\s100\.50 of the payment is refunded/);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/staff/payments/7/refund', body: { reason: 'Two days without service', amount_halalas: 10_050 } },
    ]);
    expect(within(dialog).getByTestId('staff-payment-status')).toHaveTextContent('Paid');
    expect(visible(within(dialog).getByTestId('staff-payment-refunded-amount').textContent)).toContain('SAR 100.50 · Two days without service');
    expect(within(dialog).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('shows the failure reason of a failed payment, in Arabic with Arabic dates', async () => {
    await i18n.changeLanguage('ar');
    const failed = aStaffPayment({ status: 'failed', failure_reason: 'رُفضت البطاقة', paid_at: null });
    installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/payments/7': () => ({ body: { data: { payment: failed, transitions: [] } } }),
        'GET /api/staff/payments': () => ({ body: { data: [failed], meta: { page: 1, per_page: 30, total: 1 } } }),
      },
    });
    renderScreen('/staff/payments?payment=7', { language: 'ar' });
    const dialog = await screen.findByRole('dialog', { name: /عملية الدفع 7/ });
    expect(await within(dialog).findByTestId('staff-payment-failure')).toHaveTextContent('سبب الفشل: رُفضت البطاقة');
    expect(within(dialog).getByTestId('staff-payment-status')).toHaveTextContent('فشلت');
    expect(visible(within(dialog).getByTestId('staff-payment-amounts').textContent)).toContain('1,150.00 ر.س');
    // Dates in the page's language (Gregorian, Latin digits), not in English.
    expect(dialog).toHaveTextContent(formatMoment(failed.created_at, 'ar'));
    expect(dialog).not.toHaveTextContent(formatMoment(failed.created_at, 'en'));
    expect(within(dialog).queryByRole('button', { name: 'استرداد المبلغ' })).not.toBeInTheDocument();
  });
});

describe('staff: a payment’s history in Arabic', () => {
  it('names people by role and name, providers and the system in Arabic, and shows a provider’s own text as given', async () => {
    await i18n.changeLanguage('ar');
    const payment = aStaffPayment({ status: 'failed', failure_reason: 'Card declined', paid_at: null });
    const transitions: StaffPaymentDetail['transitions'] = [
      { from_status: null, to_status: 'initiated', actor: 'user:42', actor_name: 'سارة الحربي', detail: 'checkout', at: '2026-01-10T10:00:00Z' },
      { from_status: 'initiated', to_status: 'pending', actor: 'provider:tabby', actor_name: null, detail: 'hosted page opened', at: '2026-01-10T10:00:20Z' },
      { from_status: 'pending', to_status: 'failed', actor: 'webhook:tabby', actor_name: null, detail: 'Card declined by issuer', at: '2026-01-10T10:01:00Z' },
      { from_status: 'failed', to_status: 'cancelled', actor: 'system', actor_name: null, detail: 'subscription expiry run', at: '2026-01-11T00:00:00Z' },
      { from_status: 'cancelled', to_status: 'refunded', actor: 'staff:3', actor_name: null, detail: 'refunded by staff', at: '2026-01-12T09:00:00Z' },
    ];
    installFakeApi({
      user: staff,
      handlers: {
        'GET /api/staff/payments/7': () => ({ body: { data: { payment, transitions, invoice: null, credit_note: null } } }),
        'GET /api/staff/payments': () => ({ body: { data: [payment], meta: { page: 1, per_page: 30, total: 1 } } }),
      },
    });
    renderScreen('/staff/payments?payment=7', { language: 'ar' });
    const dialog = await screen.findByRole('dialog', { name: /عملية الدفع 7/ });
    const history = await within(dialog).findAllByTestId('staff-payment-transition');
    const texts = history.map((move) => visible(within(move).getByTestId('staff-payment-transition-text').textContent));
    expect(texts).toEqual([
      'العميل: سارة الحربي · بدأ العميل الدفع',
      'مزوّد الدفع (تابي) · فُتحت صفحة الدفع لدى مزوّد الدفع',
      'إشعار من مزوّد الدفع (تابي) · Card declined by issuer',
      'النظام (تلقائياً) · المراجعة الدورية لانتهاء الاشتراكات',
      'موظف (المستخدم رقم 3) · استرد الموظف المبلغ',
    ]);
    // Statuses by their Arabic names.
    expect(history[2]).toHaveTextContent('قيد الانتظار');
    expect(history[2]).toHaveTextContent('فشلت');
    expect(dialog).not.toHaveTextContent('user:42');
  });
});

describe('staff: subscriptions pages in the console', () => {
  it('are listed while the module is on, and neither listed nor routed when it is off', async () => {
    installFakeApi({ user: staff, handlers: { 'GET /api/staff/coupons': () => ({ body: { data: [] } }) } });
    const first = renderScreen('/staff/coupons');
    expect(await screen.findByTestId('staff-nav-plans')).toBeInTheDocument();
    expect(screen.getByTestId('staff-nav-coupons')).toBeInTheDocument();
    expect(screen.getByTestId('staff-nav-payments')).toBeInTheDocument();
    expect(await screen.findByText('No coupons yet.')).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();

    const api = installFakeApi({ user: staff, modules: allModules.filter((id) => id !== 'subscriptions') });
    renderScreen('/staff/payments');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('staff-nav-payments')).not.toBeInTheDocument();
    expect(screen.queryByTestId('staff-nav-plans')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/api/staff/payments'))).toBe(false);
  });
});
