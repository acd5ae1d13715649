import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { api } from '../../../lib/api-client';
import { rememberIntendedRoute } from '../../../lib/intended-route';
import { hasNeedKycFlag, setNeedKycFlag } from '../../../lib/session-flags';
import { localKeys } from '../../../lib/storage-keys';
import { installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { aCheck, aKycView, anAwaitingView, aVerifiedView, someKycValues } from '../testing/fixtures';
import type { KycView } from '../types';

const location = () => screen.getByTestId('location').textContent;
type Handlers = NonNullable<Parameters<typeof installFakeApi>[0]>['handlers'];

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

function kycApi(mine: KycView, handlers: Handlers = {}) {
  return installFakeApi({
    handlers: {
      'GET /api/kyc': () => ({ body: { data: mine } }),
      'GET /api/kycValues': () => ({ body: { data: someKycValues() } }),
      ...handlers,
    },
  });
}

/** Fills the whole Saudi form: a Gregorian date, the six choices, the answers and the acknowledgement. */
async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId('kyc-identity_number'));
  await user.paste('1023456789');
  await user.selectOptions(screen.getByTestId('kyc-birth_year'), '1990');
  await user.selectOptions(screen.getByTestId('kyc-birth_month'), '1');
  await user.selectOptions(screen.getByTestId('kyc-birth_day'), '8');
  for (const [field, code] of [
    ['bank', 'rajhi'],
    ['social_status', 'married'],
    ['net_savings', '50k_200k'],
    ['family_members', '3_5'],
    ['annual_income', '60k_120k'],
    ['investment_objective', 'balanced'],
  ]) {
    await user.selectOptions(screen.getByTestId(`kyc-${field}`), code!);
  }
  for (let i = 0; i < 6; i += 1) await user.click(within(screen.getByTestId(`kyc-risk-question-${i}`)).getByRole('radio', { name: i === 2 ? 'No' : 'Yes' }));
  await user.click(screen.getByTestId('kyc-acknowledgement'));
}

describe('/kyc', () => {
  it("says, in the server's words, why a payment sent the user here (code 22)", async () => {
    await i18n.changeLanguage('ar');
    kycApi(aKycView(), { 'POST /api/subscribe': () => ({ body: { code: '22', message: 'يرجى إكمال التحقق من الهوية أولاً' } }) });
    renderScreen('/kyc', { language: 'ar' });
    await screen.findByTestId('kyc-non-ksa-link');
    expect(screen.queryByTestId('kyc-reason')).not.toBeInTheDocument();
    await api.post('/api/subscribe', {}).catch(() => undefined);
    expect(await screen.findByTestId('kyc-reason')).toHaveTextContent('يرجى إكمال التحقق من الهوية أولاً');
  });

  it('asks for every field before contacting Nafath, and offers the passport path', async () => {
    const { calls } = kycApi(aKycView());
    renderScreen('/kyc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Identity verification' })).toBeInTheDocument();
    expect(screen.getByTestId('kyc-non-ksa-link')).toHaveAttribute('href', '/kyc-non-ksa');
    expect(screen.getByTestId('kyc-non-ksa-link')).toHaveTextContent('Not Saudi or a resident? Verify with your passport');
    expect(await screen.findByText('I confirm that the information above is correct and complete.')).toBeInTheDocument();
    expect(screen.getByText('Do you understand that past performance does not guarantee future results?')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByTestId('kyc-next'));
    const form = screen.getByTestId('kyc-saudi-form');
    expect(within(form).getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(screen.getByTestId('kyc-identity_number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('kyc-bank')).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByTestId('kyc-risk-question-5')).getByText('Please fill in all fields')).toBeInTheDocument();
    expect(screen.getByText('Please confirm that the information is correct')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('confirms the identity in Nafath, sends the form and goes on to the risk agreement', async () => {
    let mine = aKycView();
    const { calls } = kycApi(aKycView(), {
      'GET /api/kyc': () => ({ body: { data: mine } }),
      'POST /api/call_ap_web': () => ({ status: 201, body: { data: aCheck() } }),
      'GET /api/kyc/identity-check': () => ({ body: { data: aCheck({ status: 'completed' }) } }),
      'POST /api/addKyc': () => {
        mine = anAwaitingView();
        return { status: 201, body: { data: mine } };
      },
      'GET /api/contents/risk-disclosure': () => ({
        body: {
          data: {
            key: 'risk-disclosure',
            title: 'Risk disclosure',
            body: '<p>Shares can fall.</p>',
            format: 'html',
            version: 1,
            updated_at: '2026-11-01T00:00:00Z',
          },
        },
      }),
    });
    renderScreen('/kyc');
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByTestId('kyc-next'));

    await waitFor(() => expect(location()).toBe('/kyc-agreement'));
    expect(calls.find((call) => call.path === '/api/call_ap_web')?.body).toEqual({ identity_number: '1023456789' });
    expect(calls.find((call) => call.path === '/api/addKyc')?.body).toEqual({
      identity_number: '1023456789',
      birth_calendar: 'gregorian',
      birth_year: 1990,
      birth_month: 1,
      birth_day: 8,
      bank: 'rajhi',
      social_status: 'married',
      net_savings: '50k_200k',
      family_members: '3_5',
      annual_income: '60k_120k',
      investment_objective: 'balanced',
      risk_answers: [true, true, false, true, true, true],
      acknowledgement: true,
    });
    expect(await screen.findByTestId('kyc-agreement')).toBeInTheDocument();
  }, 90_000);

  it('shows the number to pick with a countdown, and offers to try again when Nafath refuses, keeping the answers', async () => {
    kycApi(aKycView(), {
      'POST /api/call_ap_web': () => ({ status: 201, body: { data: aCheck() } }),
      'GET /api/kyc/identity-check': () => ({ body: { data: aCheck({ status: 'rejected' }) } }),
    });
    renderScreen('/kyc');
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByTestId('kyc-next'));

    expect(await screen.findByTestId('kyc-nafath-random')).toHaveTextContent('42');
    const outcome = await screen.findByTestId('kyc-nafath-outcome');
    expect(outcome).toHaveAttribute('data-outcome', 'rejected');
    expect(outcome).toHaveTextContent('The request was refused in Nafath.');
    await user.click(screen.getByTestId('kyc-nafath-retry'));
    expect(await screen.findByTestId('kyc-identity_number')).toHaveValue('1023456789');
    expect(screen.getByTestId('kyc-bank')).toHaveValue('rajhi');
  }, 90_000);

  it('polls a waiting check every 2 seconds, counting down', async () => {
    let polls = 0;
    kycApi(aKycView(), {
      'POST /api/call_ap_web': () => ({ status: 201, body: { data: aCheck() } }),
      'GET /api/kyc/identity-check': () => {
        polls += 1;
        return { body: { data: aCheck({ status: polls < 2 ? 'waiting' : 'expired' }) } };
      },
    });
    renderScreen('/kyc');
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByTestId('kyc-next'));
    expect(await screen.findByTestId('kyc-nafath-countdown')).toHaveTextContent(/Time left: [23]:\d\d/);
    expect(await screen.findByTestId('kyc-nafath-outcome', {}, { timeout: 8000 })).toHaveAttribute('data-outcome', 'expired');
    expect(polls).toBe(2);
    expect(screen.getByTestId('kyc-nafath-outcome')).toHaveTextContent('The time to confirm in Nafath has run out.');
  }, 90_000);

  it('shows the server’s message under the identity number (registered to another account)', async () => {
    kycApi(aKycView(), {
      'POST /api/call_ap_web': () => ({
        status: 409,
        body: {
          message: 'This identity number is registered to another account',
          errors: { identity_number: ['This identity number is registered to another account'] },
        },
      }),
    });
    renderScreen('/kyc');
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByTestId('kyc-next'));
    expect(await screen.findByText('This identity number is registered to another account')).toBeInTheDocument();
    expect(screen.getByTestId('kyc-identity_number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('kyc-nafath')).toBeNull();
  }, 90_000);

  it('returns a verified user to where KYC was asked for, and clears the flag', async () => {
    rememberIntendedRoute('/my_profile');
    setNeedKycFlag();
    kycApi(aVerifiedView());
    renderScreen('/kyc');
    await waitFor(() => expect(location()).toBe('/my_profile'));
    expect(hasNeedKycFlag()).toBe(false);
  });

  it('tells a verified user so, with the profile and the masked number', async () => {
    kycApi(aVerifiedView());
    renderScreen('/kyc');
    const panel = await screen.findByTestId('kyc-verified');
    expect(panel).toHaveTextContent('Your identity is verified');
    expect(panel).toHaveTextContent('Moderate');
    expect(screen.getByTestId('kyc-identity-masked')).toHaveTextContent('••••••6789');
    expect(screen.getByTestId('kyc-home')).toHaveAttribute('href', '/');
    expect(location()).toBe('/kyc');
  });

  it('says a passport request is being reviewed', async () => {
    kycApi(aKycView({ status: 'in_review', path: 'foreign', nationality: 'GB', submitted_at: '2026-11-25T08:00:00Z' }));
    renderScreen('/kyc');
    const panel = await screen.findByTestId('kyc-in-review');
    expect(panel).toHaveTextContent('Request received');
    expect(panel).toHaveTextContent('We will review it and let you know the outcome.');
  });

  it('shows why a request was rejected and lets the user start again', async () => {
    kycApi(aKycView({ status: 'rejected', path: 'foreign', reject_reason: 'The photo is blurred' }));
    renderScreen('/kyc');
    expect(await screen.findByTestId('kyc-reject-reason')).toHaveTextContent('Reason: The photo is blurred');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('kyc-start-again'));
    expect(await screen.findByTestId('kyc-saudi-form')).toBeInTheDocument();
  });

  it('sends a user awaiting the agreement on to it', async () => {
    kycApi(anAwaitingView());
    renderScreen('/kyc');
    expect(await screen.findByTestId('kyc-to-agreement')).toHaveAttribute('href', '/kyc-agreement');
  });

  it('speaks Arabic, with Hijri months', async () => {
    kycApi(aKycView());
    await i18n.changeLanguage('ar');
    renderScreen('/kyc', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'التحقق من الهوية' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('kyc-calendar-hijri'));
    expect(within(screen.getByTestId('kyc-birth_month')).getByRole('option', { name: 'محرم (1)' })).toBeInTheDocument();
    await user.click(screen.getByTestId('kyc-next'));
    expect(within(screen.getByTestId('kyc-saudi-form')).getByRole('alert')).toHaveTextContent('يرجى تعبئة جميع الحقول');
  });
});
