import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, allModules, installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import type { StaffUser } from '../api/get-staff-users';
import type { AccountConsents, AccountKycRow, AccountPayment, AccountSubscription, StaffAccount } from '../api/staff-account';

const staff = aUser({ id: 1, name: 'Nora', role: 'staff' });
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => localStorage.setItem(localKeys.token, 'tok'));
afterEach(() => vi.unstubAllGlobals());

function aRow(overrides: Partial<StaffUser> = {}): StaffUser {
  return {
    id: 12,
    name: 'Omar',
    email: 'omar@example.com',
    role: 'subscriber',
    email_verified: true,
    phone: '+966500000012',
    created_at: '2026-01-05T09:00:00Z',
    disabled_at: null,
    ...overrides,
  };
}

function anAccount(overrides: Partial<StaffAccount> = {}): StaffAccount {
  return {
    id: 12,
    name: 'Omar',
    email: 'omar@example.com',
    phone: '+966500000012',
    language: 'ar',
    role: 'subscriber',
    email_verified_at: '2026-01-05T10:00:00Z',
    created_at: '2026-01-05T09:00:00Z',
    disabled_at: null,
    disabled_reason: null,
    sessions: [{ id: 3, created_at: '2026-11-20T08:00:00Z', expires_at: '2026-12-20T08:00:00Z' }],
    actions: [],
    ...overrides,
  };
}

const aSubscription = (): AccountSubscription => ({
  id: 4,
  active: true,
  name: 'Eva Pro',
  package_id: 2,
  product: 'platform',
  grants: [],
  source: 'paid',
  state: 'active',
  starts_at: '2026-11-01T00:00:00Z',
  ends_at: '2026-12-01T00:00:00Z',
});

const aPayment = (): AccountPayment => ({
  id: 5,
  created_at: '2026-11-01T00:00:00Z',
  discount_halalas: 0,
  list_halalas: 11500,
  method: 'mada',
  net_halalas: 10000,
  package_name_ar: 'إيفا برو',
  package_name_en: 'Eva Pro',
  plan_type: 'monthly',
  product: 'platform',
  provider: 'moyasar',
  refundable_halalas: 11500,
  refunded_halalas: 0,
  status: 'paid',
  total_halalas: 11500,
  user_email: 'omar@example.com',
  user_id: 12,
  vat_halalas: 1500,
});

const aKycRow = (): AccountKycRow => ({
  id: 7,
  path: 'saudi',
  status: 'verified',
  submitted_at: '2026-10-01T00:00:00Z',
  updated_at: '2026-10-02T00:00:00Z',
  user_email: 'omar@example.com',
  user_id: 12,
  user_name: 'Omar',
});

const someConsents = (): AccountConsents => ({
  documents: [{ key: 'terms', title: 'Terms of use', current_version: 2, accepted_version: 1, accepted_at: '2026-01-05T09:00:00Z', needs_acceptance: true }],
  history: [{ document: 'terms', title: 'Terms of use', version: 1, accepted_at: '2026-01-05T09:00:00Z' }],
});

const page = <T,>(rows: T[]) => ({ body: { data: rows, meta: { page: 1, per_page: 20, total: rows.length } } });
const envelope = (data: unknown) => ({ body: { data } });

/** The account's own calls, over an account that changes as staff act on it. */
type Handlers = NonNullable<NonNullable<Parameters<typeof installFakeApi>[0]>['handlers']>;

function accountApi(start: StaffAccount = anAccount(), extra: Handlers = {}) {
  let account = start;
  const set = (next: Partial<StaffAccount>) => {
    account = { ...account, ...next };
    return envelope(account);
  };
  const handlers: Handlers = {
    'GET /api/staff/users': () => page([aRow({ disabled_at: account.disabled_at ?? null, role: account.role })]),
    'GET /api/staff/users/12': () => envelope(account),
    'POST /api/staff/users/12/disable': ({ body }: { body: unknown }) => {
      const reason = (body as { reason?: string }).reason ?? '';
      if (!reason)
        return {
          status: 422,
          body: { message: 'The given data was invalid.', errors: { reason: ['Please write why the account is disabled: it is kept in its log'] } },
        };
      return set({
        disabled_at: '2026-11-28T10:00:00Z',
        disabled_reason: reason,
        sessions: [],
        actions: [{ action: 'disable', detail: reason, staff_id: 1, staff_name: 'Nora', at: '2026-11-28T10:00:00Z' }, ...account.actions],
      });
    },
    'PUT /api/staff/users/12/role': ({ body }: { body: unknown }) => {
      const role = (body as { role: string }).role;
      return set({
        role,
        actions: [{ action: 'role', detail: `${account.role}→${role}`, staff_id: 1, staff_name: 'Nora', at: '2026-11-28T10:00:00Z' }, ...account.actions],
      });
    },
    'GET /api/staff/users/12/subscriptions': () => envelope([aSubscription()]),
    'GET /api/staff/payments': () => page([aPayment()]),
    'GET /api/staff/kyc': () => page([aKycRow()]),
    'GET /api/staff/users/12/consents': () => envelope(someConsents()),
    ...extra,
  };
  return { handlers };
}

describe('staff: an account', () => {
  it('opens from the users list with its parts, each linked where staff act on it, and goes back', async () => {
    const api = installFakeApi({ user: staff, ...accountApi(anAccount()) });
    renderScreen('/staff/users?search=omar');
    const row = await screen.findByTestId('staff-user-12');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Open the account of Omar' }));

    await waitFor(() => expect(location()).toBe('/staff/users?search=omar&user=12'));
    const profile = await screen.findByTestId('account-profile');
    expect(profile).toHaveTextContent('omar@example.com');
    expect(profile).toHaveTextContent('Arabic');
    expect(screen.getByTestId('account-role-value')).toHaveTextContent('Subscriber');
    expect(screen.getByTestId('account-status')).toHaveTextContent('Enabled');
    expect(screen.getByRole('heading', { level: 1, name: 'Omar' })).toBeInTheDocument();
    // A verified email is not sent a code again.
    expect(screen.queryByTestId('account-resend-verification')).not.toBeInTheDocument();

    expect(await screen.findByTestId('account-subscription-4')).toHaveTextContent('Eva Pro');
    const payment = await screen.findByTestId('account-payment-5');
    expect(payment).toHaveTextContent('Paid');
    expect(payment).toHaveTextContent('SAR 115.00');
    expect(within(payment).getByRole('link', { name: 'Open payment 5' })).toHaveAttribute('href', '/staff/payments?payment=5');
    const kyc = await screen.findByTestId('account-kyc-7');
    expect(kyc).toHaveTextContent('Verified');
    expect(within(kyc).getByRole('link', { name: 'Open verification 7' })).toHaveAttribute('href', '/staff/kyc?status=all&verification=7');
    expect(await screen.findByTestId('account-consent-terms')).toHaveTextContent('Awaiting acceptance');
    expect(screen.getByTestId('account-sessions')).not.toHaveTextContent('No live sessions');
    expect(screen.getByTestId('account-log')).toHaveTextContent('Staff have not acted on this account.');
    expect(api.calls).toContainEqual({ method: 'GET', path: '/api/staff/payments', body: undefined });
    const paymentsCall = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/api/staff/payments'));
    expect(new URL(String(paymentsCall?.[0]), 'http://localhost').searchParams.get('user_id')).toBe('12');

    await user.click(screen.getByTestId('account-back'));
    await waitFor(() => expect(location()).toBe('/staff/users?search=omar'));
    expect(await screen.findByTestId('staff-user-12')).toBeInTheDocument();
  });

  it('disables with a required reason (the server’s field error first), then shows it disabled, in the list too', async () => {
    const api = installFakeApi({ user: staff, ...accountApi(anAccount()) });
    renderScreen('/staff/users');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('staff-user-12'));
    await user.click(await screen.findByTestId('account-disable'));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The user is signed out at once and cannot sign in until you enable the account again.');
    await user.click(within(dialog).getByTestId('account-confirm'));
    expect(await within(dialog).findByText('Please write why the account is disabled: it is kept in its log')).toBeInTheDocument();
    expect(within(dialog).getByTestId('account-disable-reason')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByTestId('account-disable-reason'), 'Chargeback fraud');
    await user.click(within(dialog).getByTestId('account-confirm'));
    expect(api.calls).toContainEqual({ method: 'POST', path: '/api/staff/users/12/disable', body: { reason: 'Chargeback fraud' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('account-action-done')).toHaveTextContent('The account was disabled and its sessions ended.');
    expect(screen.getByTestId('account-disabled-reason')).toHaveTextContent('Reason: Chargeback fraud');
    expect(screen.getByTestId('account-status')).toHaveTextContent('Disabled');
    expect(screen.getByTestId('account-enable')).toBeInTheDocument();
    expect(screen.getByTestId('account-sessions')).toHaveTextContent('No live sessions.');
    expect(screen.getAllByTestId('account-log-action')[0]).toHaveTextContent('Disabled the account');

    // The users list was marked stale: going back fetches it again, with the «disabled» chip.
    const listCalls = () => api.calls.filter((call) => call.path === '/api/staff/users').length;
    const before = listCalls();
    await user.click(screen.getByTestId('account-back'));
    expect(await screen.findByTestId('staff-user-disabled')).toHaveTextContent('Disabled');
    expect(listCalls()).toBeGreaterThan(before);
  });

  it('changes the role after a confirmation naming the change', async () => {
    const api = installFakeApi({ user: staff, ...accountApi(anAccount()) });
    renderScreen('/staff/users?user=12');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('account-role'));
    const dialog = await screen.findByRole('dialog');
    // Nothing to confirm until another role is picked.
    expect(within(dialog).getByTestId('account-confirm')).toBeDisabled();
    await user.selectOptions(within(dialog).getByTestId('account-role-select'), 'analyst');
    expect(within(dialog).getByTestId('account-role-change')).toHaveTextContent('The role of Omar changes from “Subscriber” to “Analyst”.');
    const confirm = within(dialog).getByTestId('account-confirm');
    expect(confirm).toHaveTextContent('Change role: Subscriber → Analyst');
    await user.click(confirm);

    expect(api.calls).toContainEqual({ method: 'PUT', path: '/api/staff/users/12/role', body: { role: 'analyst' } });
    await waitFor(() => expect(screen.getByTestId('account-role-value')).toHaveTextContent('Analyst'));
    expect(screen.getByTestId('account-action-done')).toHaveTextContent('The user’s role was changed.');
    expect(screen.getByTestId('account-log-detail')).toHaveTextContent('Subscriber → Analyst');
  });

  it('shows the server’s refusal (409) in the dialog', async () => {
    installFakeApi({
      user: staff,
      ...accountApi(anAccount({ email_verified_at: null }), {
        'POST /api/staff/users/12/resend-verification': () => ({ status: 409, body: { message: 'This account’s email is already verified' } }),
      }),
    });
    renderScreen('/staff/users?user=12');
    const user = userEvent.setup();
    expect(await screen.findByTestId('account-verification')).toHaveTextContent('Not confirmed');
    await user.click(screen.getByTestId('account-resend-verification'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('A new confirmation code is sent to omar@example.com');
    await user.click(within(dialog).getByTestId('account-confirm'));
    expect(await within(dialog).findByTestId('account-action-error')).toHaveTextContent('This account’s email is already verified');
    expect(screen.queryByTestId('account-action-done')).not.toBeInTheDocument();
  });

  it('names each staff action of the log in Arabic, with who and when, a role change in role names', async () => {
    installFakeApi({
      user: staff,
      ...accountApi(
        anAccount({
          role: 'analyst',
          actions: [
            { action: 'role', detail: 'subscriber→analyst', staff_id: 1, staff_name: 'نورة', at: '2026-11-27T10:00:00Z' },
            { action: 'enable', detail: '', staff_id: 2, staff_name: 'خالد', at: '2026-11-26T10:00:00Z' },
            { action: 'disable', detail: 'احتيال', staff_id: 2, staff_name: 'خالد', at: '2026-11-25T10:00:00Z' },
            { action: 'reset_password', detail: '', staff_id: 1, staff_name: 'نورة', at: '2026-11-24T10:00:00Z' },
            { action: 'resend_verification', detail: '', staff_id: 1, staff_name: 'نورة', at: '2026-11-23T10:00:00Z' },
          ],
        }),
      ),
    });
    await i18n.changeLanguage('ar');
    renderScreen('/staff/users?user=12', { language: 'ar' });
    const entries = await screen.findAllByTestId('account-log-entry');
    expect(entries.map((entry) => within(entry).getByTestId('account-log-action').textContent)).toEqual([
      'تغيير الدور',
      'إعادة تفعيل الحساب',
      'إيقاف الحساب',
      'إرسال رابط إعادة تعيين كلمة المرور',
      'إعادة إرسال رمز التأكيد',
    ]);
    expect(entries[0]).toHaveTextContent('بواسطة نورة');
    expect(within(entries[0]!).getByTestId('account-log-detail')).toHaveTextContent('مشترك ← محلل');
    expect(entries[0]).toHaveTextContent('2026');
    expect(within(entries[2]!).getByTestId('account-log-detail')).toHaveTextContent('السبب: احتيال');
    expect(screen.getByTestId('account-role-value')).toHaveTextContent('محلل');
  });

  it('leaves out the part of a switched-off module', async () => {
    // Subscriptions and KYC are off: their calls answer 404 (the fake's answer to an unknown call).
    const api = accountApi(anAccount());
    const { 'GET /api/staff/users/12/subscriptions': _s, 'GET /api/staff/payments': _p, 'GET /api/staff/kyc': _k, ...rest } = api.handlers;
    installFakeApi({ user: staff, modules: allModules.filter((id) => id !== 'subscriptions' && id !== 'kyc'), handlers: rest });
    renderScreen('/staff/users?user=12');
    expect(await screen.findByTestId('account-consent-terms')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByTestId('query-loading')).toHaveLength(0));
    expect(screen.queryByTestId('account-subscriptions')).not.toBeInTheDocument();
    expect(screen.queryByTestId('account-payments')).not.toBeInTheDocument();
    expect(screen.queryByTestId('account-kyc')).not.toBeInTheDocument();
    expect(screen.queryByTestId('query-error')).not.toBeInTheDocument();
  });

  it('does not offer to disable one’s own account or change its role', async () => {
    installFakeApi({ user: aUser({ id: 12, role: 'staff' }), ...accountApi(anAccount({ role: 'staff' })) });
    renderScreen('/staff/users?user=12');
    expect(await screen.findByTestId('account-own')).toHaveTextContent('This is your own account');
    expect(screen.getByTestId('account-disable')).toBeDisabled();
    expect(screen.getByTestId('account-role')).toBeDisabled();
    expect(screen.getByTestId('account-reset-password')).toBeEnabled();
  });
});
